import { CONSULTATION_SLOTS, kigaliDateOf, slotOf } from '@inzira/shared-data/consultations';

/** "Brand Design on Friday, 11 December 2026 at 9:00 AM (Kigali time)". */
export function appointmentInWords(service: string, scheduledFor: string): string {
  const slot = CONSULTATION_SLOTS.find((item) => item.value === slotOf(scheduledFor));
  return `${service} on ${kigaliDateOf(scheduledFor)} at ${slot?.label ?? slotOf(scheduledFor)} (Kigali time)`;
}
