import { kigaliInstant, kigaliParts } from '@inzira/contract/kigali-clock.ts';

// The agency's clock: every date a visitor reads is in Kigali time, in words, never ISO. The
// words come from Kigali's wall clock by arithmetic, not from Intl: a page's first
// Intl.DateTimeFormat costs a phone about 80 ms while it hydrates (docs/performance.md, "Less work
// before interaction"), and every runtime (Node for the prerender, the browser, Deno for e-mails)
// writes the same words.

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "Friday 28 November 2026" of an instant. */
function dayInWords(instant: Date): string {
  const { weekday, day, month, year } = kigaliParts(instant);
  return `${weekdays[weekday - 1]} ${day} ${months[month - 1]} ${year}`;
}

/** "9:00 AM", "12:30 PM" of an instant. */
function timeInWords(instant: Date): string {
  const { hours, minutes } = kigaliParts(instant);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "Friday 28 November 2026"; an unreadable value is shown as given. */
export function formatKigaliDate(value: string): string {
  const date = kigaliInstant(value);
  return Number.isNaN(date.getTime()) ? value : dayInWords(date);
}

/** "Friday 28 November 2026, 9:00 AM Kigali time". */
export function formatKigaliDateTime(value: string): string {
  const date = kigaliInstant(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${dayInWords(date)}, ${timeInWords(date)} Kigali time`;
}

/**
 * An event's span: "Saturday 28 November 2026, 9:00 AM to 5:00 PM Kigali time" within one
 * Kigali day, else both days in full ("..., 9:00 AM to Sunday 29 November 2026, 5:00 PM Kigali time").
 */
export function formatKigaliRange(from: string, to: string): string {
  const start = kigaliInstant(from);
  const end = kigaliInstant(to);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return `${from} to ${to}`;
  const endDay = dayInWords(end) === dayInWords(start) ? '' : `${dayInWords(end)}, `;
  return `${dayInWords(start)}, ${timeInWords(start)} to ${endDay}${timeInWords(end)} Kigali time`;
}
