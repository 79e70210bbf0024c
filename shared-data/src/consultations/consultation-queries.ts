import { useSupabase, type DataClient } from '../client';
import type { Tables } from '@inzira/contract/database.types.ts';
import { unwrap } from '../errors';
import { consultationKeys } from './keys';
import { slotOf, type ConsultationSlot } from './kigali-time';
import { useQuery } from '../swr';

// Admins read consultations through the `consultations` resource of admin-list.
export type Consultation = Tables<'consultations'>;

/** The slots of a Kigali date ('yyyy-MM-dd') that are already booked (only times, no names). */
export async function getTakenSlots(client: DataClient, date: string): Promise<ConsultationSlot[]> {
  const instants = unwrap(await client.rpc('consultation_taken_slots', { day: date }));
  return instants.flatMap((instant) => {
    const slot = slotOf(instant);
    return slot ? [slot] : [];
  });
}

export function useTakenSlots(date: string | undefined) {
  const client = useSupabase();
  return useQuery(date ? consultationKeys.takenSlots(date) : null, ([, , day]) =>
    getTakenSlots(client, day),
  );
}
