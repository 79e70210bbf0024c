import { useSupabase, type DataClient } from '../client';
import type { Tables } from '@inzira/contract/database.types.ts';
import { unwrap } from '../errors';
import { useQuery } from '../swr';
import { serviceKeys } from './keys';

export type Service = Tables<'services'>;
export type ServiceOption = Pick<Service, 'id' | 'title'>;

/** Every service, newest first (the public services page and the admin's choices). */
export async function getServices(client: DataClient): Promise<Service[]> {
  return unwrap(
    await client.from('services').select('*').order('created_at', { ascending: false }),
  );
}

/** Id and title of each service, alphabetically, for the admin booking form's select. */
export async function getServiceOptions(client: DataClient): Promise<ServiceOption[]> {
  return unwrap(await client.from('services').select('id, title').order('title'));
}

export function useServices() {
  const client = useSupabase();
  return useQuery(serviceKeys.list(), () => getServices(client));
}

export function useServiceOptions() {
  const client = useSupabase();
  return useQuery(serviceKeys.options(), () => getServiceOptions(client));
}
