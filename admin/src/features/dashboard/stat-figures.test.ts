import { describe, expect, it } from 'vitest';
import { trendOf } from './stat-figures';

describe('dashboard trends', () => {
  it('never prints an absurd percentage: a small or empty base shows the difference', () => {
    expect(trendOf({ value: 11, previous: 1, changePercent: 1000 })).toEqual({
      trend: '+10 since 30 days ago',
      trendDirection: 'up',
    });
    expect(trendOf({ value: 4, previous: 0, changePercent: null }).trend).toBe(
      '+4 since 30 days ago',
    );
    expect(trendOf({ value: 500, previous: 20, changePercent: 2400 }).trend).toBe(
      '+480 since 30 days ago',
    );
  });

  it('shows a percentage on a fair base, and no change as such', () => {
    expect(trendOf({ value: 24, previous: 20, changePercent: 20 })).toEqual({
      trend: '+20% from 30 days ago',
      trendDirection: 'up',
    });
    expect(trendOf({ value: 15, previous: 20, changePercent: -25 }).trendDirection).toBe('down');
    expect(trendOf({ value: 7, previous: 7, changePercent: 0 }).trend).toBe(
      'No change from 30 days ago',
    );
    expect(trendOf({ value: 4.6, previous: 4.5, changePercent: 2.2 }, 1).trend).toBe(
      '+0.1 since 30 days ago',
    );
  });
});
