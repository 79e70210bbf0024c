import { describe, expect, it } from 'vitest';
import { formatKigaliDate, formatKigaliDateTime } from './kigali-date';

describe('Kigali dates in words', () => {
  it('writes an instant in Kigali time, whatever zone it was written in', () => {
    expect(formatKigaliDateTime('2026-11-28T07:00:00Z')).toBe(
      'Saturday 28 November 2026, 9:00 AM Kigali time',
    );
    // 23:30 UTC is already the next day in Kigali.
    expect(formatKigaliDate('2026-11-27T23:30:00Z')).toBe('Saturday 28 November 2026');
  });

  it('keeps a calendar date on its own day', () => {
    expect(formatKigaliDate('2026-11-28')).toBe('Saturday 28 November 2026');
  });

  it('shows an unreadable value as given rather than "Invalid Date"', () => {
    expect(formatKigaliDate('soon')).toBe('soon');
  });
});
