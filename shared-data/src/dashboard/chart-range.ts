import { TZDate } from '@date-fns/tz';
import {
  addDays,
  differenceInCalendarDays,
  endOfMonth,
  endOfQuarter,
  endOfWeek,
  format,
  isValid,
  parse,
  startOfMonth,
  startOfQuarter,
  startOfWeek,
} from 'date-fns';

// The dashboard's range (docs/leads.md, "Dashboard"): Kigali calendar days, the last one
// included; the database receives the instants [start of the first day, start of the day after
// the last).

const KIGALI = 'Africa/Kigali';
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The database refuses longer ranges (two years and a day). */
export const MAX_RANGE_DAYS = 731;

export const RANGE_CHOICES = ['week', 'month', 'quarter', 'custom'] as const;
export type RangeChoice = (typeof RANGE_CHOICES)[number];

export interface ChartRange {
  choice: RangeChoice;
  /** First Kigali day, `YYYY-MM-DD`. */
  fromDay: string;
  /** Last Kigali day, included. */
  toDay: string;
  /** The instants sent to the database: [rangeFrom, rangeTo). */
  rangeFrom: string;
  rangeTo: string;
}

export type RangeResult = { range: ChartRange } | { error: string };

const dayText = (date: Date) => format(date, 'yyyy-MM-dd');

function kigaliDay(text: string): TZDate | null {
  if (!DAY.test(text)) return null;
  const date = parse(text, 'yyyy-MM-dd', new TZDate(0, KIGALI));
  return isValid(date) && dayText(date) === text ? new TZDate(date.getTime(), KIGALI) : null;
}

function build(choice: RangeChoice, first: TZDate, last: TZDate): ChartRange {
  const start = new TZDate(first.getFullYear(), first.getMonth(), first.getDate(), KIGALI);
  const after = addDays(new TZDate(last.getFullYear(), last.getMonth(), last.getDate(), KIGALI), 1);
  return {
    choice,
    fromDay: dayText(first),
    toDay: dayText(last),
    rangeFrom: new Date(start.getTime()).toISOString(),
    rangeTo: new Date(after.getTime()).toISOString(),
  };
}

/**
 * The range the URL asks for: `range=week|month|quarter` (the current one, in Kigali), or
 * `from` and `to` days; nothing valid means this month.
 */
export function resolveChartRange(
  query: { range?: string | null; from?: string | null; to?: string | null },
  now: Date = new Date(),
): RangeResult {
  const today = new TZDate(now.getTime(), KIGALI);
  if (query.from || query.to) {
    const first = kigaliDay(query.from ?? '');
    const last = kigaliDay(query.to ?? '');
    if (!first || !last) return { error: 'Choose a start and an end date.' };
    if (last < first) return { error: 'The end date must be on or after the start date.' };
    if (differenceInCalendarDays(last, first) >= MAX_RANGE_DAYS)
      return { error: 'Choose a range of at most two years.' };
    return { range: build('custom', first, last) };
  }
  switch (query.range) {
    case 'week':
      return {
        range: build(
          'week',
          startOfWeek(today, { weekStartsOn: 1 }),
          endOfWeek(today, { weekStartsOn: 1 }),
        ),
      };
    case 'quarter':
      return { range: build('quarter', startOfQuarter(today), endOfQuarter(today)) };
    default:
      return { range: build('month', startOfMonth(today), endOfMonth(today)) };
  }
}

/** The instants [from, to) of Kigali days `from`..`to` (included), for a list's date filter. */
export function kigaliDayBounds(
  from: string,
  to: string,
): { rangeFrom: string; rangeTo: string } | null {
  const first = kigaliDay(from);
  const last = kigaliDay(to);
  if (!first || !last || last < first) return null;
  const { rangeFrom, rangeTo } = build('custom', first, last);
  return { rangeFrom, rangeTo };
}
