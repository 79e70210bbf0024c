import { slotLabel } from '@inzira/contract/forms/consultation-slots.ts';

/** A weekday's hours as stored: ISO weekday (1 = Monday) and `HH:mm[:ss]` times, none = closed. */
export interface WeekdayHours {
  weekday: number;
  opens_at: string | null;
  closes_at: string | null;
}

/** One line of the office hours a visitor reads, e.g. "Monday to Friday", "8:00 AM to 5:00 PM". */
export interface OfficeHoursLine {
  days: string;
  hours: string;
}

export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** `HH:mm` of a stored time (`08:00:00` or `08:00`). */
export const clockTime = (time: string): string => time.slice(0, 5);

/** "8:00 AM": the slot label without its leading zero, as office hours are written. */
const spoken = (time: string) => slotLabel(clockTime(time)).replace(/^0/, '');

/**
 * The words of the office hours. English by default; the public site passes its page's language
 * (docs/languages.md), the stored hours stay the same.
 */
export interface OfficeHoursWords {
  /** The name of an ISO weekday (1 = Monday). */
  weekday: (weekday: number) => string;
  /** "Monday to Friday". */
  dayRange: (first: string, last: string) => string;
  /** "8:00 AM to 5:00 PM", from stored `HH:mm` times. */
  hours: (opens: string, closes: string) => string;
  /** "Saturday, Sunday and public holidays", from the closed days' names. */
  closedDays: (days: string[]) => string;
  publicHolidays: string;
  closed: string;
}

export const englishOfficeHoursWords: OfficeHoursWords = {
  weekday: (weekday) => WEEKDAY_NAMES[weekday - 1] ?? '',
  dayRange: (first, last) => `${first} to ${last}`,
  hours: (opens, closes) => `${spoken(opens)} to ${spoken(closes)}`,
  closedDays: (days) => `${days.join(', ')} and public holidays`,
  publicHolidays: 'Public holidays',
  closed: 'Closed',
};

/**
 * The office hours as the contact page writes them, from the weekly hours: consecutive days with
 * the same hours share a line ("Monday to Friday"), open days first in week order, then the
 * closed days with public holidays, which are always closed ("Sunday and public holidays").
 */
export function officeHoursLines(
  week: readonly WeekdayHours[],
  words: OfficeHoursWords = englishOfficeHoursWords,
): OfficeHoursLine[] {
  const hoursOf = (day: WeekdayHours) =>
    day.opens_at && day.closes_at
      ? words.hours(clockTime(day.opens_at), clockTime(day.closes_at))
      : null;
  const days = [...week].sort((a, b) => a.weekday - b.weekday);
  const lines: OfficeHoursLine[] = [];
  const closed: string[] = [];
  let run: { first: string; last: string; hours: string } | undefined;
  const endRun = () => {
    if (!run) return;
    const span = run.first === run.last ? run.first : words.dayRange(run.first, run.last);
    lines.push({ days: span, hours: run.hours });
    run = undefined;
  };
  for (const day of days) {
    if (!WEEKDAY_NAMES[day.weekday - 1]) continue;
    const name = words.weekday(day.weekday);
    const hours = hoursOf(day);
    if (hours === null) {
      endRun();
      closed.push(name);
    } else if (run && run.hours === hours) {
      run.last = name;
    } else {
      endRun();
      run = { first: name, last: name, hours };
    }
  }
  endRun();
  const closedDays = closed.length > 0 ? words.closedDays(closed) : words.publicHolidays;
  lines.push({ days: closedDays, hours: words.closed });
  return lines;
}
