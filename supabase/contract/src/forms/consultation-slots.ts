import { TZDate } from '@date-fns/tz';
import { addMonths, format, isValid, parse } from 'date-fns';
import { AGENCY_TIME_ZONE } from '../agency.ts';

/** The seven consultation slots, Kigali wall time; there is no 01:00 PM slot. */
export const CONSULTATION_SLOTS = [
  { value: '09:00', label: '09:00 AM' },
  { value: '10:00', label: '10:00 AM' },
  { value: '11:00', label: '11:00 AM' },
  { value: '12:00', label: '12:00 PM' },
  { value: '14:00', label: '02:00 PM' },
  { value: '15:00', label: '03:00 PM' },
  { value: '16:00', label: '04:00 PM' },
] as const;
export type ConsultationSlot = (typeof CONSULTATION_SLOTS)[number]['value'];
export const CONSULTATION_SLOT_VALUES: ConsultationSlot[] = CONSULTATION_SLOTS.map(
  (slot) => slot.value,
);

/**
 * The dates a visitor may pick: today to two months ahead, as Kigali dates whatever the
 * visitor's clock or time zone (the database applies the same window).
 */
export function bookingWindow(now: Date = new Date()): { min: string; max: string } {
  const kigaliNow = new TZDate(now.getTime(), AGENCY_TIME_ZONE);
  return {
    min: format(kigaliNow, 'yyyy-MM-dd'),
    max: format(addMonths(kigaliNow, 2), 'yyyy-MM-dd'),
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
