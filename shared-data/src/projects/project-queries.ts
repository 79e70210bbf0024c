import { useSupabase, type DataClient } from '../client';
import type { Tables } from '@inzira/contract/database.types.ts';
import type { Locale } from '@inzira/contract/locales.ts';
import { unwrap } from '../errors';
import {
  localizeProfessional,
  type LocalizedProfessional,
  type PublicProfessional,
} from '../professionals';
import {
  isSlugShaped,
  localize,
  localizedSlugs,
  slugColumns,
  type LocaleOption,
  type LocaleSlugs,
  type Localized,
} from '../translations';
import { projectKeys } from './keys';
import { useQuery } from '../swr';

/** A project as the site reads it (the translations' columns are the queries' business). */
export type Project = Omit<Tables<'projects'>, 'translations' | 'published_translations'>;
/** What visitors may read of a project: all but the unpublished translations (docs/content-translations.md). */
export type PublicProject = Omit<Tables<'projects'>, 'translations'>;
/** A project as the site shows it, in the visitor's language, with its address in every language. */
export type LocalizedProject = Localized<PublicProject> & { slugs: LocaleSlugs };
export type ProjectWithTeam = LocalizedProject & { team: LocalizedProfessional[] };

export const PUBLIC_PROJECT_COLUMNS =
  'id, title, description, image, video_link, client_name, completed_date, technologies_used, created_at, updated_at, slug, image_alt, published_translations';
/** A project's fields that are translated as one set. */
export const PROJECT_TEXT_FIELDS = [
  'title',
  'description',
  'image_alt',
] as const satisfies readonly (keyof PublicProject)[];

// Only the professionals' public columns: visitors are not granted e-mail or phone.
const PROJECT_WITH_TEAM = `${PUBLIC_PROJECT_COLUMNS}, project_members(professional:professionals(id, full_name, title, profile_pic, skills, num_task_completed, created_at, published_translations))`;

const inLocale =
  (locale: Locale) =>
  (project: PublicProject): LocalizedProject => ({
    ...localize(project, locale, PROJECT_TEXT_FIELDS),
    slugs: localizedSlugs(project, PROJECT_TEXT_FIELDS),
  });

/** Every project, newest first. */
export async function getProjects(
  client: DataClient,
  { locale = 'en' }: LocaleOption = {},
): Promise<LocalizedProject[]> {
  const rows = unwrap(
    await client
      .from('projects')
      .select(PUBLIC_PROJECT_COLUMNS)
      .order('created_at', { ascending: false }),
  );
  return rows.map(inLocale(locale));
}

type ProjectRow = PublicProject & {
  project_members: { professional: PublicProfessional | null }[];
};

function withTeam({ project_members: members, ...project }: ProjectRow, locale: Locale) {
  const team = members.flatMap((member) => (member.professional ? [member.professional] : []));
  team.sort((a, b) => a.full_name.localeCompare(b.full_name));
  // The team's titles and skills in the page's language too, as on the About page.
  return {
    ...inLocale(locale)(project),
    team: team.map((member) => localizeProfessional(member, locale)),
  };
}

/** One project with its team; null when it does not exist. */
export async function getProject(
  client: DataClient,
  id: string,
  { locale = 'en' }: LocaleOption = {},
): Promise<ProjectWithTeam | null> {
  const row = unwrap(
    await client.from('projects').select(PROJECT_WITH_TEAM).eq('id', id).maybeSingle(),
  );
  return row ? withTeam(row, locale) : null;
}

/**
 * One project with its team by its page's slug (/projects/<slug>) in `locale`: the language's
 * own slugs first, then the English and the other languages' (`slugColumns`); its `slugs` say
 * where it lives. Null when there is none.
 */
export async function getProjectBySlug(
  client: DataClient,
  slug: string,
  { locale = 'en' }: LocaleOption = {},
): Promise<ProjectWithTeam | null> {
  if (!isSlugShaped(slug)) return null;
  for (const column of slugColumns(locale)) {
    const row = unwrap(
      await client.from('projects').select(PROJECT_WITH_TEAM).eq(column, slug).maybeSingle(),
    );
    if (row) return withTeam(row, locale);
  }
  return null;
}

/** Ids of a project's team, for the admin edit form. */
export async function getProjectTeamIds(client: DataClient, id: string): Promise<string[]> {
  const rows = unwrap(
    await client.from('project_members').select('professional_id').eq('project_id', id),
  );
  return rows.map((row) => row.professional_id);
}

export function useProjects({ locale = 'en' }: LocaleOption = {}) {
  const client = useSupabase();
  return useQuery(projectKeys.list(locale), () => getProjects(client, { locale }));
}

export function useProjectBySlug(slug: string | undefined, { locale = 'en' }: LocaleOption = {}) {
  const client = useSupabase();
  return useQuery(
    slug ? projectKeys.page(slug, locale) : null,
    ([, , projectSlug, projectLocale]) =>
      getProjectBySlug(client, projectSlug, { locale: projectLocale }),
  );
}

export function useProject(id: string | undefined) {
  const client = useSupabase();
  return useQuery(id ? projectKeys.detail(id) : null, ([, , projectId]) =>
    getProject(client, projectId),
  );
}
