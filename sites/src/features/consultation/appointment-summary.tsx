import { kigaliDateOf, slotLabel, slotOf } from '@inzira/shared-data/consultations';

/** "Brand Design on 2026-12-11 at 09:00 AM (Kigali time)". */
export function appointmentInWords(service: string, scheduledFor: string): string {
  return `${service} on ${kigaliDateOf(scheduledFor)} at ${slotLabel(slotOf(scheduledFor))} (Kigali time)`;
}
