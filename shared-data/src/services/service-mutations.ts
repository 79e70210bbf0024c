import type { DataClient } from '../client';
import type { TablesInsert, TablesUpdate } from '../database.types';
import { unwrap } from '../errors';
import { useRevalidatingMutation } from '../swr';
import type { Service } from './service-queries';

export async function createService(
  client: DataClient,
  values: TablesInsert<'services'>,
): Promise<Service> {
  return unwrap(await client.from('services').insert(values).select('*').single());
}

export async function updateService(
  client: DataClient,
  id: string,
  values: TablesUpdate<'services'>,
): Promise<Service> {
  return unwrap(await client.from('services').update(values).eq('id', id).select('*').single());
}

export async function deleteService(client: DataClient, id: string): Promise<void> {
  unwrap(await client.from('services').delete().eq('id', id));
}

/** Admin actions bound to the app's client; bookings show the service title, so they refresh too. */
export function useServiceActions() {
  const areas = ['services', 'bookings', 'dashboard'] as const;
  return {
    create: useRevalidatingMutation(createService, areas),
    update: useRevalidatingMutation(updateService, areas),
    remove: useRevalidatingMutation(deleteService, areas),
  };
}
