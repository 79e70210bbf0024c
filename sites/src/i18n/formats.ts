import { kigaliInstant, kigaliParts } from '@inzira/contract/kigali-clock.ts';
import { formatKigaliDate, formatKigaliRange } from '@inzira/shared-ui/dates';
import { m } from '../paraglide/messages.js';
import { siteLocale } from './site-locale';

/**
 * Dates in words in the page's language, always on Kigali's clock (docs/languages.md,
 * "Formats"). English keeps the site's house style (shared-ui's dates); Kinyarwanda and French
 * name their days and months from the catalogues. None asks Intl: browsers carry no Kinyarwanda
 * names, a page's first Intl.DateTimeFormat costs a phone about 80 ms while it hydrates
 * (docs/performance.md, "Less work before interaction"), and so Node's prerender and the browser
 * write the same words.
 */
const weekdayNames = [
  m.weekday_1,
  m.weekday_2,
  m.weekday_3,
  m.weekday_4,
  m.weekday_5,
  m.weekday_6,
  m.weekday_7,
];
const monthNames = [
  m.month_1,
  m.month_2,
  m.month_3,
  m.month_4,
  m.month_5,
  m.month_6,
  m.month_7,
  m.month_8,
  m.month_9,
  m.month_10,
  m.month_11,
  m.month_12,
];

/**
 * "Friday 28 November 2026" / "Kuwa gatanu, 28 Ugushyingo 2026" / "vendredi 28 novembre 2026";
 * an unreadable value is shown as given.
 */
export function kigaliDate(value: string): string {
  if (siteLocale() === 'en') return formatKigaliDate(value);
  const date = kigaliInstant(value);
  if (Number.isNaN(date.getTime())) return value;
  const { weekday, day, month, year } = kigaliParts(date);
  return m.date_in_words({
    weekday: weekdayNames[weekday - 1]?.() ?? '',
    day: String(day),
    month: monthNames[month - 1]?.() ?? '',
    year: String(year),
  });
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A Kigali wall-clock time in the page's language ("09:00 AM", "09:00"). */
export function kigaliTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const { hours, minutes } = kigaliParts(date);
  // English keeps the slot picker's house style ("02:00 PM"), so a time reads the same in the
  // summary as on the button the visitor pressed; French and Kinyarwanda count 24 hours.
  if (siteLocale() !== 'en') return `${twoDigits(hours)}:${twoDigits(minutes)}`;
  return `${twoDigits(hours % 12 || 12)}:${twoDigits(minutes)} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** An event's span with its Kigali label: "Friday 28 November 2026, 09:00 AM to 05:00 PM Kigali time". */
export function kigaliRange(from: string, to: string): string {
  if (siteLocale() === 'en') return formatKigaliRange(from, to);
  const sameDay = kigaliDate(from) === kigaliDate(to);
  return m.event_time_range({
    from: `${kigaliDate(from)}, ${kigaliTime(from)}`,
    to: sameDay ? kigaliTime(to) : `${kigaliDate(to)}, ${kigaliTime(to)}`,
  });
}
