import { useSupabase, type DataClient } from '../client';
import type { Tables } from '@inzira/contract/database.types.ts';
import { unwrap } from '../errors';
import { eventKeys } from './keys';
import { useQuery } from '../swr';

export type InziraEvent = Tables<'events'>;
export type EventWithCount = Tables<'events_with_counts'>;
export type EventOption = Pick<InziraEvent, 'id' | 'title' | 'from_date'>;

/** Published events that have not ended, soonest first (the competitions page). */
export async function getUpcomingEvents(
  client: DataClient,
  now: Date = new Date(),
): Promise<InziraEvent[]> {
  return unwrap(
    await client
      .from('events')
      .select('*')
      .eq('is_published', true)
      .gte('to_date', now.toISOString())
      .order('from_date', { ascending: true }),
  );
}

/** Every event's title, newest first, for the admin participant form. */
export async function getEventOptions(client: DataClient): Promise<EventOption[]> {
  return unwrap(
    await client
      .from('events')
      .select('id, title, from_date')
      .order('from_date', { ascending: false }),
  );
}

export function useUpcomingEvents() {
  const client = useSupabase();
  return useQuery(eventKeys.upcoming(), () => getUpcomingEvents(client));
}

export function useEventOptions() {
  const client = useSupabase();
  return useQuery(eventKeys.options(), () => getEventOptions(client));
}
