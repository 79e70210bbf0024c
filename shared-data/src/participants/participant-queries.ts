import { useSupabase, type DataClient } from '../client';
import type { Tables } from '@inzira/contract/database.types.ts';
import { unwrap } from '../errors';
import { participantKeys } from './keys';
import { useQuery } from '../swr';

// The admin list (with the event's title) is the `participants` resource of admin-list.
export type Participant = Tables<'participants'>;
export type ParticipantWithEvent = Participant & { event: { title: string } | null };

/** Who registered for one event, earliest first (admins only: visitors read no submissions). */
export async function getEventParticipants(
  client: DataClient,
  eventId: string,
): Promise<Participant[]> {
  return unwrap(
    await client
      .from('participants')
      .select('*')
      .eq('event_id', eventId)
      .order('created_at', { ascending: true }),
  );
}

export function useEventParticipants(eventId: string | undefined) {
  const client = useSupabase();
  return useQuery(eventId ? participantKeys.ofEvent(eventId) : null, ([, , id]) =>
    getEventParticipants(client, id),
  );
}
