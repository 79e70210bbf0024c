import { TZDate } from '@date-fns/tz';
import { AGENCY_TIME_ZONE } from '@inzira/contract/agency.ts';
import { addDays, format, startOfWeek } from 'date-fns';

// The agenda's days are Kigali days whatever the device's zone
// (docs/product-decisions.md, decision 18): 'yyyy-MM-dd' strings, computed at Kigali noon so no
// arithmetic ever crosses midnight.

const noon = (day: string) => new TZDate(`${day}T12:00:00`, AGENCY_TIME_ZONE);

export const kigaliToday = (now: Date = new Date()): string =>
  format(new TZDate(now.getTime(), AGENCY_TIME_ZONE), 'yyyy-MM-dd');

export const addKigaliDays = (day: string, count: number): string =>
  format(addDays(noon(day), count), 'yyyy-MM-dd');

/** The Monday of the day's week. */
export const weekOf = (day: string): string =>
  format(startOfWeek(noon(day), { weekStartsOn: 1 }), 'yyyy-MM-dd');

/** "Monday 30 November 2026". */
export const dayInWords = (day: string): string => format(noon(day), 'EEEE d MMMM yyyy');

/** The Kigali day of an instant. */
export const kigaliDayOf = (iso: string): string =>
  format(new TZDate(Date.parse(iso), AGENCY_TIME_ZONE), 'yyyy-MM-dd');

/** "9:00 AM". */
export const kigaliTimeOf = (iso: string): string =>
  format(new TZDate(Date.parse(iso), AGENCY_TIME_ZONE), 'h:mm a');
