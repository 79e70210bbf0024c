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

/** A calendar date ("2026-11-28") is that day in Kigali, whatever the device's zone. */
const toInstant = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+02:00`) : new Date(value);

/** "Friday 28 November 2026" / "2026 Ugushyingo 28, Kuwa gatanu" / "vendredi 28 novembre 2026". */
export function kigaliDate(value: string): string {
  if (siteLocale() === 'en') return formatKigaliDate(value);
  const date = toInstant(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(intlTag(), { dateStyle: 'full', timeZone }).format(date);
}

/** A Kigali wall-clock time in the page's language ("09:00 AM", "09:00"). */
export function kigaliTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  // English keeps the slot picker's house style ("02:00 PM"), so a time reads the same in the
  // summary as on the button the visitor pressed.
  const style: Intl.DateTimeFormatOptions =
    siteLocale() === 'en' ? { hour: '2-digit', minute: '2-digit' } : { timeStyle: 'short' };
  return new Intl.DateTimeFormat(siteLocale() === 'en' ? 'en-US' : intlTag(), {
    ...style,
    timeZone,
  }).format(date);
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
