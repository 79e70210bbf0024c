/**
 * Kigali's wall clock without the Intl time-zone machinery. Rwanda keeps Central Africa Time,
 * UTC+2, all year (no daylight saving), so a Kigali date or time is the UTC one moved two hours.
 * A phone builds its first `Intl.DateTimeFormat` in about 20 ms (80 ms on a slow one), which
 * hydration paid on every page that shows a date (docs/performance.md, "Less work before
 * interaction"); this arithmetic costs nothing. `kigali-clock.test.ts` checks it against the
 * time-zone database (`AGENCY_TIME_ZONE`) over decades, so a change to Rwanda's clock fails the
 * tests rather than the pages.
 */
export const KIGALI_UTC_OFFSET_MINUTES = 120;

/** A Kigali wall-clock reading of an instant. */
export interface KigaliParts {
  year: number;
  /** 1 = January. */
  month: number;
  day: number;
  /** ISO weekday: 1 = Monday, 7 = Sunday. */
  weekday: number;
  hours: number;
  minutes: number;
}

/** The Kigali calendar day and time of an instant. */
export function kigaliParts(instant: Date): KigaliParts {
  const shifted = new Date(instant.getTime() + KIGALI_UTC_OFFSET_MINUTES * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay() || 7,
    hours: shifted.getUTCHours(),
    minutes: shifted.getUTCMinutes(),
  };
}

/** A calendar date ("2026-11-28") is that day in Kigali (at noon), whatever the device's zone. */
export function kigaliInstant(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+02:00`) : new Date(value);
}
