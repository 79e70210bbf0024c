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

const hoursOf = (day: WeekdayHours) =>
  day.opens_at && day.closes_at ? `${spoken(day.opens_at)} to ${spoken(day.closes_at)}` : null;

/**
 * The office hours as the contact page writes them, from the weekly hours: consecutive days with
 * the same hours share a line ("Monday to Friday"), open days first in week order, then the
 * closed days with public holidays, which are always closed ("Sunday and public holidays").
 */
export function officeHoursLines(week: readonly WeekdayHours[]): OfficeHoursLine[] {
  const days = [...week].sort((a, b) => a.weekday - b.weekday);
  const lines: OfficeHoursLine[] = [];
  const closed: string[] = [];
  let run: { first: string; last: string; hours: string } | undefined;
  const endRun = () => {
    if (!run) return;
    const span = run.first === run.last ? run.first : `${run.first} to ${run.last}`;
    lines.push({ days: span, hours: run.hours });
    run = undefined;
  };
  for (const day of days) {
    const name = WEEKDAY_NAMES[day.weekday - 1];
    if (!name) continue;
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
  const closedDays =
    closed.length > 0 ? `${closed.join(', ')} and public holidays` : 'Public holidays';
  lines.push({ days: closedDays, hours: 'Closed' });
  return lines;
}
