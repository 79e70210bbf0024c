import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicationDate, publicationStatus } from './blog-dates';

// The clock is 26 Nov 2026, 11:26 UTC (13:26 in Kigali).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T11:26:00Z'));
});
afterEach(() => vi.useRealTimers());

const created_at = '2026-11-20T08:00:00Z';

describe('the blog list dates', () => {
  it('shows when a scheduled post goes live, not when it was written', () => {
    const row = { is_published: true, published_at: '2026-11-29T07:00:00Z', created_at };
    expect(publicationStatus(row)).toBe('Scheduled');
    expect(publicationDate(row)).toBe('Goes live 29 Nov 2026, 09:00 CAT');
  });

  it('shows when a published post went online', () => {
    const row = { is_published: true, published_at: '2026-11-25T16:30:00Z', created_at };
    expect(publicationStatus(row)).toBe('Published');
    expect(publicationDate(row)).toBe('25 Nov 2026, 18:30 CAT');
    expect(publicationDate({ ...row, published_at: null })).toBe('20 Nov 2026, 10:00 CAT');
  });

  it('shows when a draft was started', () => {
    const row = { is_published: false, published_at: '2026-11-29T07:00:00Z', created_at };
    expect(publicationStatus(row)).toBe('Draft');
    expect(publicationDate(row)).toBe('Created 20 Nov 2026');
  });
});
