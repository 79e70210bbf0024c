import { describe, expect, it } from 'vitest';
import { formatKigaliDate, formatKigaliDateTime, formatKigaliRange } from './kigali-date';

describe('Kigali dates in words', () => {
  it('writes an instant in Kigali time, whatever zone it was written in', () => {
    expect(formatKigaliDateTime('2026-11-28T07:00:00Z')).toBe(
      'Saturday 28 November 2026, 9:00 AM Kigali time',
    );
    // 23:30 UTC is already the next day in Kigali.
    expect(formatKigaliDate('2026-11-27T23:30:00Z')).toBe('Saturday 28 November 2026');
  });

  it('turns the day at 22:00 UTC, midnight in Kigali', () => {
    expect(formatKigaliDateTime('2026-11-27T21:59:00Z')).toBe(
      'Friday 27 November 2026, 11:59 PM Kigali time',
    );
    expect(formatKigaliDateTime('2026-11-27T22:00:00Z')).toBe(
      'Saturday 28 November 2026, 12:00 AM Kigali time',
    );
    expect(formatKigaliDate('2026-11-27T23:59:59.999Z')).toBe('Saturday 28 November 2026');
  });

  it('writes a span within one Kigali day once, and a longer one in full', () => {
    expect(formatKigaliRange('2026-11-28T07:00:00Z', '2026-11-28T15:00:00Z')).toBe(
      'Saturday 28 November 2026, 9:00 AM to 5:00 PM Kigali time',
    );
    // 22:30 UTC on the 28th is already the 29th in Kigali.
    expect(formatKigaliRange('2026-11-28T07:00:00Z', '2026-11-28T22:30:00Z')).toBe(
      'Saturday 28 November 2026, 9:00 AM to Sunday 29 November 2026, 12:30 AM Kigali time',
    );
  });

  it('keeps a calendar date on its own day', () => {
    expect(formatKigaliDate('2026-11-28')).toBe('Saturday 28 November 2026');
  });

  it('shows an unreadable value as given rather than "Invalid Date"', () => {
    expect(formatKigaliDate('soon')).toBe('soon');
  });
});
