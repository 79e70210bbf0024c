import type { DataClient } from '../client';
import type { TablesInsert, TablesUpdate } from '../database.types';
import { unwrap } from '../errors';
import { useRevalidatingMutation } from '../swr';
import type { Participant } from './participant-queries';

export async function createParticipant(
  client: DataClient,
  values: TablesInsert<'participants'>,
): Promise<Participant> {
  return unwrap(await client.from('participants').insert(values).select('*').single());
}

export async function updateParticipant(
  client: DataClient,
  id: string,
  values: TablesUpdate<'participants'>,
): Promise<Participant> {
  return unwrap(await client.from('participants').update(values).eq('id', id).select('*').single());
}

export async function deleteParticipant(client: DataClient, id: string): Promise<void> {
  unwrap(await client.from('participants').delete().eq('id', id));
}

export function useParticipantActions() {
  const areas = ['participants', 'events', 'dashboard'] as const;
  return {
    create: useRevalidatingMutation(createParticipant, areas),
    update: useRevalidatingMutation(updateParticipant, areas),
    remove: useRevalidatingMutation(deleteParticipant, areas),
  };
}
