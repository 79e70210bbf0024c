import { kigaliDateOf } from '@inzira/shared-data/consultations';
import { kigaliDate, kigaliTime } from '../../i18n/formats';
import { m } from '../../paraglide/messages.js';
import { consultationServiceName } from './consultation-service-label';

/** "Brand Design on Friday 11 December 2026 at 9:00 AM (Kigali time)", in the page's language. */
export function appointmentInWords(service: string, scheduledFor: string): string {
  return m.appointment_in_words({
    service: consultationServiceName(service),
    date: kigaliDate(kigaliDateOf(scheduledFor)),
    time: kigaliTime(scheduledFor),
  });
}
