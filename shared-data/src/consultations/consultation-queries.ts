import type { DataClient } from '../client';
import type { Tables } from '@inzira/contract/database.types.ts';
import { unwrap } from '../errors';
import { slotOf, type ConsultationSlot } from './kigali-time';

// Admins read consultations through the `consultations` resource of admin-list.
export type Consultation = Tables<'consultations'>;

/** The times of a Kigali date ('yyyy-MM-dd') that are already booked (only times, no names). */
export async function getTakenSlots(client: DataClient, date: string): Promise<ConsultationSlot[]> {
  const instants = unwrap(await client.rpc('consultation_taken_slots', { day: date }));
  return instants.map(slotOf);
}
