import {
  englishOfficeHoursWords,
  type OfficeHoursWords,
} from '@inzira/shared-data/consultation-hours';
import { siteLocale } from '../../i18n/site-locale';
import { m } from '../../paraglide/messages.js';

/** A Monday in Kigali; the weekday names are read from the week that follows it. */
const monday = Date.UTC(2026, 10, 23, 10);

/**
 * The office hours in the page's language (docs/languages.md, "Formats"): English keeps the
 * house style ("Monday to Friday", "8:00 AM to 5:00 PM"); Kinyarwanda and French name the days
 * through Intl and write the times on a 24-hour clock, as their readers do.
 */
export function officeHoursWords(): OfficeHoursWords {
  const locale = siteLocale();
  if (locale === 'en') return englishOfficeHoursWords;
  const dayName = new Intl.DateTimeFormat(`${locale}-RW`, {
    weekday: 'long',
    timeZone: 'Africa/Kigali',
  });
  return {
    weekday: (weekday) => dayName.format(new Date(monday + (weekday - 1) * 86_400_000)),
    dayRange: (first, last) => m.office_hours_day_range({ first, last }),
    hours: (opens, closes) => m.office_hours_hours({ opens, closes }),
    closedDays: (days) => m.office_hours_closed_days({ days: days.join(', ') }),
    publicHolidays: m.office_hours_public_holidays(),
    closed: m.office_hours_closed(),
  };
}
