import { TZDate } from '@date-fns/tz';
import { AGENCY_TIME_ZONE } from '@inzira/contract/agency.ts';
import {
  differenceInCalendarDays,
  endOfMonth,
  endOfQuarter,
  endOfWeek,
  format,
  startOfMonth,
  startOfQuarter,
  startOfWeek,
} from 'date-fns';
import { kigaliDayBounds } from '../kigali-input/kigali-input';

// The dashboard's range (docs/leads.md, "Dashboard"): Kigali calendar days, the last one
// included; the database receives the instants [start of the first day, start of the day after
// the last).

/** Two years and a day at most, as the database allows; it has the last word. */
export const MAX_RANGE_DAYS = 732;

export const RANGE_CHOICES = ['week', 'month', 'quarter', 'custom'] as const;
export type RangeChoice = (typeof RANGE_CHOICES)[number];

export interface ChartRange {
  choice: RangeChoice;
  /** First Kigali day, `yyyy-MM-dd`. */
  fromDay: string;
  /** Last Kigali day, included. */
  toDay: string;
  /** The instants sent to the database: [rangeFrom, rangeTo). */
  rangeFrom: string;
  rangeTo: string;
}

export type RangeResult = { range: ChartRange } | { error: string };

const dayText = (date: Date) => format(date, 'yyyy-MM-dd');

function build(choice: RangeChoice, fromDay: string, toDay: string): RangeResult {
  const bounds = kigaliDayBounds(fromDay, toDay);
  if (!bounds) {
    const realDays = kigaliDayBounds(fromDay, fromDay) && kigaliDayBounds(toDay, toDay);
    return {
      error: realDays
        ? 'The end date must be on or after the start date.'
        : 'Choose a start and an end date.',
    };
  }
  return { range: { choice, fromDay, toDay, ...bounds } };
}

/**
 * The range the URL asks for: `range=week|month|quarter` (the current one, in Kigali), or
 * `from` and `to` days; nothing else means this month.
 */
export function resolveChartRange(
  query: { range?: string | null; from?: string | null; to?: string | null },
  now: Date = new Date(),
): RangeResult {
  if (query.from || query.to) {
    const result = build('custom', query.from ?? '', query.to ?? '');
    if ('range' in result) {
      const days = differenceInCalendarDays(
        new Date(result.range.rangeTo),
        new Date(result.range.rangeFrom),
      );
      if (days > MAX_RANGE_DAYS) return { error: 'Choose a range of at most two years.' };
    }
    return result;
  }
  const today = new TZDate(now.getTime(), AGENCY_TIME_ZONE);
  const [choice, first, last] =
    query.range === 'week'
      ? ([
          'week',
          startOfWeek(today, { weekStartsOn: 1 }),
          endOfWeek(today, { weekStartsOn: 1 }),
        ] as const)
      : query.range === 'quarter'
        ? (['quarter', startOfQuarter(today), endOfQuarter(today)] as const)
        : (['month', startOfMonth(today), endOfMonth(today)] as const);
  return build(choice, dayText(first), dayText(last));
}
