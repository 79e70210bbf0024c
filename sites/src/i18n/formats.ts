import { AGENCY_TIME_ZONE as timeZone } from '@inzira/contract/agency.ts';
import { formatKigaliDate, formatKigaliRange } from '@inzira/shared-ui/dates';
import { m } from '../paraglide/messages.js';
import { siteLocale } from './site-locale';

/**
 * Dates in words in the page's language, always on Kigali's clock (docs/languages.md,
 * "Formats"). English keeps the site's house style; Kinyarwanda and French go through Intl with
 * the Rwandan regional tags (rw-RW, fr-RW), which Node, Deno and Chromium all carry.
 */
const intlTag = () => `${siteLocale()}-RW`;

// One formatter per language and style, made at its first use and kept: making one costs far
// more than using it (docs/performance.md, "Less work before interaction").
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag} ${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(tag, options);
    formatters.set(key, made);
  }
  return made;
}

/** A calendar date ("2026-11-28") is that day in Kigali, whatever the device's zone. */
const toInstant = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+02:00`) : new Date(value);

/** "Friday 28 November 2026" / "Kuwa gatanu, 28 Ugushyingo 2026" / "vendredi 28 novembre 2026". */
export function kigaliDate(value: string): string {
  if (siteLocale() === 'en') return formatKigaliDate(value);
  const date = toInstant(value);
  if (Number.isNaN(date.getTime())) return value;
  if (siteLocale() === 'rw') return kinyarwandaDate(date);
  return formatter(intlTag(), { dateStyle: 'full', timeZone }).format(date);
}

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

/** The Kigali calendar day of an instant, as numbers (ISO weekday: 1 = Monday). */
function kigaliParts(date: Date) {
  const parts = formatter('en-US', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? '';
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(part('weekday')) + 1;
  return { weekday, day: part('day'), month: Number(part('month')), year: part('year') };
}

/**
 * "Kuwa kane, 1 Mutarama 2026". Browsers carry no Kinyarwanda month or day names (Chromium falls
 * back to English, and the page would not match its prerendered HTML), so they come from the
 * catalogues; Node's and Deno's Intl are not asked either, so every runtime writes the same.
 */
function kinyarwandaDate(date: Date): string {
  const { weekday, day, month, year } = kigaliParts(date);
  return m.date_in_words({
    weekday: weekdayNames[weekday - 1]?.() ?? '',
    day,
    month: monthNames[month - 1]?.() ?? '',
    year,
  });
}

/** A Kigali wall-clock time in the page's language ("09:00 AM", "09:00"). */
export function kigaliTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  // English keeps the slot picker's house style ("02:00 PM"), so a time reads the same in the
  // summary as on the button the visitor pressed.
  const style: Intl.DateTimeFormatOptions =
    siteLocale() === 'en' ? { hour: '2-digit', minute: '2-digit' } : { timeStyle: 'short' };
  return formatter(siteLocale() === 'en' ? 'en-US' : intlTag(), { ...style, timeZone }).format(
    date,
  );
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
