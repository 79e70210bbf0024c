import {
  englishOfficeHoursWords,
  type OfficeHoursWords,
} from '@inzira/shared-data/consultation-hours';
import { siteLocale } from '../../i18n/site-locale';
import { m } from '../../paraglide/messages.js';

/** An ISO weekday's name (1 = Monday). From the catalogues: browsers lack Kinyarwanda's names. */
const weekdays = [
  m.weekday_1,
  m.weekday_2,
  m.weekday_3,
  m.weekday_4,
  m.weekday_5,
  m.weekday_6,
  m.weekday_7,
];

/**
 * The office hours in the page's language (docs/languages.md, "Formats"): English keeps the
 * house style ("Monday to Friday", "8:00 AM to 5:00 PM"); Kinyarwanda and French write the
 * times on a 24-hour clock, as their readers do.
 */
export function officeHoursWords(): OfficeHoursWords {
  if (siteLocale() === 'en') return englishOfficeHoursWords;
  return {
    weekday: (weekday) => weekdays[weekday - 1]?.() ?? '',
    dayRange: (first, last) => m.office_hours_day_range({ first, last }),
    hours: (opens, closes) => m.office_hours_hours({ opens, closes }),
    closedDays: (days) => m.office_hours_closed_days({ days: days.join(', ') }),
    publicHolidays: m.office_hours_public_holidays(),
    closed: m.office_hours_closed(),
  };
}
