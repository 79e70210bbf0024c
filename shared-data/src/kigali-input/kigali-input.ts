import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { AGENCY_TIME_ZONE } from '@inzira/contract/agency.ts';

/**
 * The back-office's date-and-time fields hold Kigali wall time, whatever zone the
 * administrator's device is in (docs/product-decisions.md, decision 18; docs/back-office.md,
 * "Time and numbers"): "2027-03-02T09:00" in an event's Starts field is 09:00 CAT, on a laptop
 * in New York or Tokyo alike.
 */
const wallTime = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A stored instant as the Kigali "yyyy-MM-ddTHH:mm" a `datetime-local` field shows. */
export function toKigaliInput(iso: string | null | undefined): string {
  const time = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(time) ? '' : format(new TZDate(time, AGENCY_TIME_ZONE), "yyyy-MM-dd'T'HH:mm");
}

/** The instant of a field's Kigali "yyyy-MM-ddTHH:mm" as epoch milliseconds, or NaN. */
export function kigaliInputTime(value: string | null | undefined): number {
  const parts = wallTime.exec(value ?? '');
  if (!parts) return NaN;
  const [year = 0, month = 1, day = 1, hours = 0, minutes = 0, seconds = 0] = parts
    .slice(1)
    .map((part) => Number(part ?? 0));
  const date = new TZDate(year, month - 1, day, hours, minutes, seconds, AGENCY_TIME_ZONE);
  // TZDate rolls 31 February over to March: a day that does not exist is not a date.
  return format(date, "yyyy-MM-dd'T'HH:mm") === value?.slice(0, 16) ? date.getTime() : NaN;
}

/** The UTC ISO string of a field's Kigali "yyyy-MM-ddTHH:mm" (throws on anything else). */
export function fromKigaliInput(value: string): string {
  const time = kigaliInputTime(value);
  if (Number.isNaN(time)) throw new Error(`Not a date and time: ${value}`);
  return new Date(time).toISOString();
}

const kigaliDay = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The instants [rangeFrom, rangeTo) of the Kigali days `from` to `to`, both included (a date
 * filter's "1 Nov to 30 Nov" ends at the start of 1 December); null unless both are real
 * `yyyy-MM-dd` days in order.
 */
export function kigaliDayBounds(
  from: string,
  to: string,
): { rangeFrom: string; rangeTo: string } | null {
  if (!kigaliDay.test(from) || !kigaliDay.test(to)) return null;
  const start = kigaliInputTime(`${from}T00:00`);
  const last = kigaliInputTime(`${to}T00:00`);
  if (Number.isNaN(start) || Number.isNaN(last) || last < start) return null;
  const after = addDays(new TZDate(last, AGENCY_TIME_ZONE), 1);
  return {
    rangeFrom: new Date(start).toISOString(),
    rangeTo: new Date(after.getTime()).toISOString(),
  };
}
