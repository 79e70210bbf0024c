import type { Locale } from '@inzira/contract/locales.ts';
import { blogKeys } from '@inzira/shared-data/blogs';
import { projectKeys } from '@inzira/shared-data/projects';
import { useSupabase, type DataClient } from '@inzira/shared-data/client';
import { matchPath, useLocation } from 'react-router-dom';
import useSWR from 'swr';
import { postPath } from '../features/blog/post-path';
import { projectPath } from '../features/projects/to-project-summary';
import { siteLocale } from './site-locale';

/** The pages whose address differs by language: a post's or project's slug per language. */
const perLanguagePages = [
  {
    route: '/resources/blog/:slug',
    key: blogKeys.slug,
    path: postPath,
    load: async (client: DataClient, slug: string, locale: Locale) =>
      (await import('./page-loads')).getBlogBySlug(client, slug, { locale }),
  },
  {
    route: '/projects/:slug',
    key: projectKeys.page,
    path: projectPath,
    load: async (client: DataClient, slug: string, locale: Locale) =>
      (await import('./page-loads')).getProjectBySlug(client, slug, { locale }),
  },
] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The item's slug in every language, from the page's data when it has loaded. */
function slugsOf(data: unknown): Record<Locale, string> | undefined {
  if (!isRecord(data) || !isRecord(data.slugs)) return undefined;
  const { en, rw, fr } = data.slugs;
  return typeof en === 'string' && typeof rw === 'string' && typeof fr === 'string'
    ? { en, rw, fr }
    : undefined;
}

/** An item's unprefixed page path in each language, from its slug in each. */
export function itemPaths(
  slugs: Record<Locale, string>,
  path: (slug: string) => string,
): Record<Locale, string> {
  return { en: path(slugs.en), rw: path(slugs.rw), fr: path(slugs.fr) };
}

/**
 * The current page's unprefixed path in each language (docs/content-translations.md, "Slugs"):
 * the same path, except on a post or project page, where each language has the item's own
 * slug. It reads the data the page itself loads, under the page's SWR key (one request, and the
 * prerendered HTML already holds it), so the language links in the header and the suggestion
 * banner lead to the same item under its slug in the other language. Its fetcher is the page's
 * read: SWR revalidates a key through its first subscriber only (the header, rendered before the
 * page), so a fetcher-less subscriber here would stop the page's data from ever refreshing.
 */
export function useAlternatePaths(): Record<Locale, string> {
  const { pathname } = useLocation();
  const locale = siteLocale();
  const page = perLanguagePages
    .map((candidate) => ({ ...candidate, slug: matchPath(candidate.route, pathname)?.params.slug }))
    .find((candidate) => candidate.slug);
  const client = useSupabase();
  const slug = page?.slug;
  const { data } = useSWR(
    page && slug ? page.key(slug, locale) : null,
    async (): Promise<unknown> => (page && slug ? page.load(client, slug, locale) : null),
  );
  const slugs = slugsOf(data);
  return page && slugs ? itemPaths(slugs, page.path) : { en: pathname, rw: pathname, fr: pathname };
}
