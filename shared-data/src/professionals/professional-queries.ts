import { useSupabase, type DataClient } from '../client';
import type { Tables } from '@inzira/contract/database.types.ts';
import type { Locale } from '@inzira/contract/locales.ts';
import { unwrap } from '../errors';
import { localize, type LocaleOption, type Localized } from '../translations';
import { professionalKeys } from './keys';
import { useQuery } from '../swr';

export type Professional = Tables<'professionals'>;

/** What visitors may read: contact columns are not granted to anon (docs/product-decisions.md, decision 7). */
export const PUBLIC_PROFESSIONAL_COLUMNS =
  'id, full_name, title, profile_pic, skills, num_task_completed, created_at, published_translations';
export type PublicProfessional = Pick<
  Professional,
  | 'id'
  | 'full_name'
  | 'title'
  | 'profile_pic'
  | 'skills'
  | 'num_task_completed'
  | 'created_at'
  | 'published_translations'
>;
/** A professional on the About page, job title and skills in the visitor's language. */
export type LocalizedProfessional = Localized<PublicProfessional>;
/** A professional's fields that are translated as one set (docs/content-translations.md). */
const PROFESSIONAL_TEXT_FIELDS = [
  'title',
  'skills',
] as const satisfies readonly (keyof PublicProfessional)[];
/** A professional's public row in the visitor's language (the About page, a project's team). */
export const localizeProfessional = (row: PublicProfessional, locale: Locale) =>
  localize(row, locale, PROFESSIONAL_TEXT_FIELDS);

export type ProfessionalOption = Pick<Professional, 'id' | 'full_name' | 'title'>;

/** How many professionals the public strip shows. */
export const FEATURED_PROFESSIONALS = 10;

/**
 * The most active professionals for the public strip, most tasks first: one more than it shows
 * is fetched, so its badge can say "10" when there are ten and "10+" only when there are more.
 */
export async function getFeaturedProfessionals(
  client: DataClient,
  { locale = 'en' }: LocaleOption = {},
): Promise<LocalizedProfessional[]> {
  const rows = unwrap(
    await client
      .from('professionals')
      .select(PUBLIC_PROFESSIONAL_COLUMNS)
      .order('num_task_completed', { ascending: false })
      .limit(FEATURED_PROFESSIONALS + 1),
  );
  return rows.map((row) => localizeProfessional(row, locale));
}

/** Every professional's public profile, by name: the team on the public About page. */
export async function getTeam(
  client: DataClient,
  { locale = 'en' }: LocaleOption = {},
): Promise<LocalizedProfessional[]> {
  const rows = unwrap(
    await client.from('professionals').select(PUBLIC_PROFESSIONAL_COLUMNS).order('full_name'),
  );
  return rows.map((row) => localizeProfessional(row, locale));
}

/** Every professional's name and title, for the admin project form's team picker. */
export async function getProfessionalOptions(client: DataClient): Promise<ProfessionalOption[]> {
  return unwrap(
    await client.from('professionals').select('id, full_name, title').order('full_name'),
  );
}

export function useFeaturedProfessionals({ locale = 'en' }: LocaleOption = {}) {
  const client = useSupabase();
  return useQuery(professionalKeys.featured(locale), () =>
    getFeaturedProfessionals(client, { locale }),
  );
}

export function useTeam({ locale = 'en' }: LocaleOption = {}) {
  const client = useSupabase();
  return useQuery(professionalKeys.team(locale), () => getTeam(client, { locale }));
}

export function useProfessionalOptions() {
  const client = useSupabase();
  return useQuery(professionalKeys.options(), () => getProfessionalOptions(client));
}
