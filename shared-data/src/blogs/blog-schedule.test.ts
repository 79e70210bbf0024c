import { afterEach, describe, expect, it, vi } from 'vitest';
import { blogSchema, toBlogRow } from './blog.schema';

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
  vi.useRealTimers();
});

const draft = {
  title: 'Scheduled news',
  category: 'Marketing',
  excerpt: 'Soon.',
  content: 'Text.',
  author_name: 'Admin',
  author_role: 'Editor',
  publication: 'schedule',
} as const;

// The "Goes online at" field is Kigali wall time on any device (docs/back-office.md).
describe.each(['UTC', 'America/New_York', 'Asia/Tokyo'])('on a device set to %s', (zone) => {
  it('schedules a post for the Kigali time typed', async () => {
    process.env.TZ = zone;
    vi.useFakeTimers({ now: new Date('2026-11-27T12:00:00Z'), toFake: ['Date'] });
    const values = await blogSchema.validate({ ...draft, scheduled_for: '2026-11-28T09:00' });
    expect(toBlogRow(values)).toMatchObject({
      is_published: true,
      published_at: '2026-11-28T07:00:00.000Z',
    });
  });

  it('refuses a Kigali time already past, even where the device clock is behind', async () => {
    process.env.TZ = zone;
    // 13:30 in Kigali: 13:00 has gone, though it is still morning in New York.
    vi.useFakeTimers({ now: new Date('2026-11-27T11:30:00Z'), toFake: ['Date'] });
    await expect(
      blogSchema.validate({ ...draft, scheduled_for: '2026-11-27T13:00' }),
    ).rejects.toThrow('The publication time must be in the future');
  });
});
