import { describe, expect, it } from 'vitest';
import { kigaliDayBounds } from '../kigali-input';
import { resolveChartRange } from './chart-range';

// Wednesday 26 November 2026, 23:30 in Kigali (21:30 UTC); already Thursday in Tokyo, still
// Wednesday in New York: the ranges follow Kigali's calendar.
const now = new Date('2026-11-26T21:30:00Z');

describe('the dashboard range', () => {
  it('reads this week (Monday start), month and quarter in Kigali', () => {
    expect(resolveChartRange({ range: 'week' }, now)).toEqual({
      range: {
        choice: 'week',
        fromDay: '2026-11-23',
        toDay: '2026-11-29',
        rangeFrom: '2026-11-22T22:00:00.000Z',
        rangeTo: '2026-11-29T22:00:00.000Z',
      },
    });
    expect(resolveChartRange({ range: 'quarter' }, now)).toMatchObject({
      range: { fromDay: '2026-10-01', toDay: '2026-12-31', rangeTo: '2026-12-31T22:00:00.000Z' },
    });
    // The default, and anything unknown, is this month.
    for (const range of [null, 'month', 'year', '']) {
      expect(resolveChartRange({ range }, now)).toMatchObject({
        range: { choice: 'month', fromDay: '2026-11-01', toDay: '2026-11-30' },
      });
    }
  });

  it('takes two days, the last included, and explains what it refuses', () => {
    expect(resolveChartRange({ from: '2026-11-01', to: '2026-11-30' }, now)).toEqual({
      range: {
        choice: 'custom',
        fromDay: '2026-11-01',
        toDay: '2026-11-30',
        rangeFrom: '2026-10-31T22:00:00.000Z',
        rangeTo: '2026-11-30T22:00:00.000Z',
      },
    });
    expect(resolveChartRange({ from: '2026-11-30', to: '2026-11-01' })).toEqual({
      error: 'The end date must be on or after the start date.',
    });
    expect(resolveChartRange({ from: '2026-11-01' })).toEqual({
      error: 'Choose a start and an end date.',
    });
    expect(resolveChartRange({ from: '2026-02-31', to: '2026-03-01' })).toEqual({
      error: 'Choose a start and an end date.',
    });
    expect(resolveChartRange({ from: '2020-01-01', to: '2026-01-01' })).toEqual({
      error: 'Choose a range of at most two years.',
    });
    expect(resolveChartRange({ from: '2024-01-01', to: '2025-12-31' })).toHaveProperty('range');
  });

  it('turns list days into instants, refusing anything but real days in order', () => {
    expect(kigaliDayBounds('2026-11-26', '2026-11-26')).toEqual({
      rangeFrom: '2026-11-25T22:00:00.000Z',
      rangeTo: '2026-11-26T22:00:00.000Z',
    });
    for (const [from, to] of [
      ['2026-11-26', '2026-11-25'],
      ['2026-11-26T00:00', '2026-11-27'],
      ['26/11/2026', '2026-11-27'],
      ['2026-11-26\u0000', '2026-11-27'],
      ['', ''],
    ] as const) {
      expect(kigaliDayBounds(from, to)).toBeNull();
    }
  });
});
