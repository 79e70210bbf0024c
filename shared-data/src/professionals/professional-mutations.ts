import type { DataClient } from '../client';
import type { TablesInsert, TablesUpdate } from '../database.types';
import { unwrap } from '../errors';
import { useRevalidatingMutation } from '../swr';
import type { Professional } from './professional-queries';

export async function createProfessional(
  client: DataClient,
  values: TablesInsert<'professionals'>,
): Promise<Professional> {
  return unwrap(await client.from('professionals').insert(values).select('*').single());
}

export async function updateProfessional(
  client: DataClient,
  id: string,
  values: TablesUpdate<'professionals'>,
): Promise<Professional> {
  return unwrap(
    await client.from('professionals').update(values).eq('id', id).select('*').single(),
  );
}

export async function deleteProfessional(client: DataClient, id: string): Promise<void> {
  unwrap(await client.from('professionals').delete().eq('id', id));
}

/** Teams embed professionals and the dashboard counts them, so both refresh too. */
export function useProfessionalActions() {
  const areas = ['professionals', 'projects', 'dashboard'] as const;
  return {
    create: useRevalidatingMutation(createProfessional, areas),
    update: useRevalidatingMutation(updateProfessional, areas),
    remove: useRevalidatingMutation(deleteProfessional, areas),
  };
}
