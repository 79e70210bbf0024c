import { TZDate } from '@date-fns/tz';
import { addMonths, format, isValid, parse } from 'date-fns';
import { AGENCY_TIME_ZONE } from '../agency.ts';
import { kigaliParts } from '../kigali-clock.ts';

/**
 * A consultation slot: its Kigali wall time, `HH:mm` (24-hour). Which times are slots is data
 * (weekly hours, meeting length, buffer, holidays, overrides; docs/consultations.md): the
 * database offers them through `consultation_slots` and refuses any other time.
 */
export type ConsultationSlot = string;

/** A wall time written exactly `HH:mm`, 00:00 to 23:59. */
export const SLOT_TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/**
 * The label a visitor reads for a slot time: `14:00` is `02:00 PM`, `00:30` is `12:30 AM`. By
 * arithmetic: pages label their office hours while they hydrate, and a first date-fns `parse`
 * costs more than the whole label (docs/performance.md, "Less work before interaction").
 */
export function slotLabel(time: ConsultationSlot): string {
  if (!SLOT_TIME_PATTERN.test(time)) throw new RangeError(`${time} is not a time (HH:mm)`);
  const hours = Number(time.slice(0, 2));
  const twelveHour = String(hours % 12 || 12).padStart(2, '0');
  return `${twelveHour}:${time.slice(3)} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * The dates a visitor may pick: today to two months ahead, as Kigali dates whatever the
 * visitor's clock or time zone (the database applies the same window). Kigali's clock by
 * arithmetic (kigali-clock.ts): the form computes this while it hydrates.
 */
export function bookingWindow(now: Date = new Date()): { min: string; max: string } {
  const { year, month, day } = kigaliParts(now);
  // That calendar day on the device's own calendar, at noon: date-fns counts months on it.
  const today = new Date(year, month - 1, day, 12);
  return {
    min: format(today, 'yyyy-MM-dd'),
    max: format(addMonths(today, 2), 'yyyy-MM-dd'),
  };
}

/**
 * A Kigali calendar day written exactly `yyyy-MM-dd`, or undefined when the calendar has no such
 * day (2026-11-31, 2026-13-01, 2026-02-29): it is never moved to a neighbouring day.
 */
export function kigaliDay(date: string): TZDate | undefined {
  const day = parse(date, 'yyyy-MM-dd', TZDate.tz(AGENCY_TIME_ZONE));
  return isValid(day) && format(day, 'yyyy-MM-dd') === date ? day : undefined;
}

/** The instant (UTC ISO string) of a Kigali date ('yyyy-MM-dd') at one of the slots. */
export function scheduledFor(date: string, slot: ConsultationSlot): string {
  const day = kigaliDay(date);
  if (!day) throw new Error(`Not a date: ${date}`);
  const [hours = 0, minutes = 0] = slot.split(':').map(Number);
  const wallTime = new TZDate(
    day.getFullYear(),
    day.getMonth(),
    day.getDate(),
    hours,
    minutes,
    0,
    AGENCY_TIME_ZONE,
  );
  return new Date(wallTime.getTime()).toISOString();
}
