import { useSupabase, type DataClient } from '../client';
import type { Tables } from '@inzira/contract/database.types.ts';
import { unwrap } from '../errors';
import { localize, type LocaleOption, type Localized } from '../translations';
import { useQuery } from '../swr';
import { serviceKeys } from './keys';

export type Service = Tables<'services'>;
export type ServiceOption = Pick<Service, 'id' | 'title'>;
/** What visitors may read of a service: all but the unpublished translations (docs/content-translations.md). */
export type PublicService = Omit<Service, 'translations'>;
export type LocalizedService = Localized<PublicService>;

export const PUBLIC_SERVICE_COLUMNS =
  'id, title, description, features, icon, num_of_clients, satisfaction, created_at, updated_at, published_translations';
/** A service's fields that are translated as one set. */
export const SERVICE_TEXT_FIELDS = [
  'title',
  'description',
  'features',
] as const satisfies readonly (keyof PublicService)[];

/** Every service, newest first (the public services page). */
export async function getServices(
  client: DataClient,
  { locale = 'en' }: LocaleOption = {},
): Promise<LocalizedService[]> {
  const rows = unwrap(
    await client
      .from('services')
      .select(PUBLIC_SERVICE_COLUMNS)
      .order('created_at', { ascending: false }),
  );
  return rows.map((service) => localize(service, locale, SERVICE_TEXT_FIELDS));
}

/** Id and title of each service, alphabetically, for the admin booking form's select. */
export async function getServiceOptions(client: DataClient): Promise<ServiceOption[]> {
  return unwrap(await client.from('services').select('id, title').order('title'));
}

export function useServices({ locale = 'en' }: LocaleOption = {}) {
  const client = useSupabase();
  return useQuery(serviceKeys.list(locale), () => getServices(client, { locale }));
}

export function useServiceOptions() {
  const client = useSupabase();
  return useQuery(serviceKeys.options(), () => getServiceOptions(client));
}
