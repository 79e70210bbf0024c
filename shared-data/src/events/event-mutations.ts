import type { DataClient } from '../client';
import type { TablesInsert, TablesUpdate } from '../database.types';
import { unwrap } from '../errors';
import { useRevalidatingMutation } from '../swr';
import type { InziraEvent } from './event-queries';

export async function createEvent(
  client: DataClient,
  values: TablesInsert<'events'>,
): Promise<InziraEvent> {
  return unwrap(await client.from('events').insert(values).select('*').single());
}

export async function updateEvent(
  client: DataClient,
  id: string,
  values: TablesUpdate<'events'>,
): Promise<InziraEvent> {
  return unwrap(await client.from('events').update(values).eq('id', id).select('*').single());
}

export async function deleteEvent(client: DataClient, id: string): Promise<void> {
  unwrap(await client.from('events').delete().eq('id', id));
}

/** Participants show their event's title and are deleted with it. */
export function useEventActions() {
  const areas = ['events', 'participants', 'dashboard'] as const;
  return {
    create: useRevalidatingMutation(createEvent, areas),
    update: useRevalidatingMutation(updateEvent, areas),
    remove: useRevalidatingMutation(deleteEvent, areas),
  };
}
