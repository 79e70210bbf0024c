import { toMajorUnits } from '@inzira/contract/money.ts';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { AGENCY_TIME_ZONE } from '@inzira/contract/agency.ts';

/**
 * Every date and time in the back-office is shown in the agency's zone, whatever the
 * administrator's browser is set to, with the zone named (docs/back-office.md): a 09:00 Kigali
 * consultation reads "09:00 CAT" on a laptop in UTC or New York alike. CAT is Central Africa
 * Time, UTC+2 all year (Rwanda has no daylight saving time).
 */
export const ADMIN_ZONE_LABEL = 'CAT';

/** One locale for every number and date so the lists read alike. */
export const ADMIN_LOCALE = 'en-GB';

const inKigali = (value: string | Date) =>
  new TZDate(typeof value === 'string' ? Date.parse(value) : value.getTime(), AGENCY_TIME_ZONE);

const isValid = (value: string | null | undefined): value is string =>
  Boolean(value) && !Number.isNaN(Date.parse(value ?? ''));

/**
 * A list column showing `formatDateTime` (bookings' Received, events' Start date...): wide
 * enough for "22 Nov 2026, 09:30 CAT" at the grid's font, so the zone is never cut off.
 */
export const DATE_TIME_COLUMN_WIDTH = 190;

/** "22 Nov 2026, 09:30 CAT". */
export function formatDateTime(value: string | null | undefined): string {
  return isValid(value)
    ? `${format(inKigali(value), 'd MMM yyyy, HH:mm')} ${ADMIN_ZONE_LABEL}`
    : '';
}

/** "22 Nov 2026" (the Kigali date). */
export function formatDate(value: string | null | undefined): string {
  return isValid(value) ? format(inKigali(value), 'd MMM yyyy') : '';
}

/** "09:30 CAT". */
export function formatTime(value: string | null | undefined): string {
  return isValid(value) ? `${format(inKigali(value), 'HH:mm')} ${ADMIN_ZONE_LABEL}` : '';
}

/** "1,234" or "4.5". */
export function formatNumber(value: number, fractionDigits = 0): string {
  return new Intl.NumberFormat(ADMIN_LOCALE, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** "RWF 350,000" or "US$299.00" from a stored amount (docs/payments.md, "Currencies"). */
export function formatMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat(ADMIN_LOCALE, { style: 'currency', currency }).format(
    toMajorUnits(amount, currency),
  );
}

export function formatList(items: readonly string[] | null | undefined): string {
  return items ? items.join(', ') : '';
}
