import { AGENCY_TIME_ZONE as timeZone } from '@inzira/contract/agency.ts';

// The agency's clock: every date a visitor reads is in Kigali time, in words, never ISO.

// Each formatter is made at its first use, not on import: the first one with a time zone loads
// the zone's data, about 60 ms on a phone's CPU, and a page (the consultation form) may import
// these without showing a date (docs/performance.md, "Less work before interaction").
let dayFormatter: Intl.DateTimeFormat | undefined;
let timeFormatter: Intl.DateTimeFormat | undefined;
const dayFormat = () =>
  (dayFormatter ??= new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }));
const timeFormat = () =>
  (timeFormatter ??= new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone,
  }));

/** A calendar date ("2026-11-28") is taken as that day in Kigali, whatever the device's zone. */
function toInstant(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+02:00`) : new Date(value);
}

/** "Friday 28 November 2026"; an unreadable value is shown as given. */
export function formatKigaliDate(value: string): string {
  const date = toInstant(value);
  // en-GB puts a comma after the weekday; the house style has none.
  return Number.isNaN(date.getTime()) ? value : dayFormat().format(date).replace(',', '');
}

/** "Friday 28 November 2026, 9:00 AM Kigali time". */
export function formatKigaliDateTime(value: string): string {
  const date = toInstant(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${formatKigaliDate(value)}, ${timeFormat().format(date)} Kigali time`;
}

/**
 * An event's span: "Saturday 28 November 2026, 9:00 AM to 5:00 PM Kigali time" within one
 * Kigali day, else both days in full ("..., 9:00 AM to Sunday 29 November 2026, 5:00 PM Kigali time").
 */
export function formatKigaliRange(from: string, to: string): string {
  const start = toInstant(from);
  const end = toInstant(to);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return `${from} to ${to}`;
  const endDay = formatKigaliDate(to) === formatKigaliDate(from) ? '' : `${formatKigaliDate(to)}, `;
  return `${formatKigaliDate(from)}, ${timeFormat().format(start)} to ${endDay}${timeFormat().format(end)} Kigali time`;
}
