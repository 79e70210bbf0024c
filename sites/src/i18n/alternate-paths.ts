import type { Locale } from '@inzira/contract/locales.ts';
import { blogKeys } from '@inzira/shared-data/blogs';
import { projectKeys } from '@inzira/shared-data/projects';
import { matchPath, useLocation } from 'react-router-dom';
import useSWR from 'swr';
import { postPath } from '../features/blog/post-path';
import { projectPath } from '../features/projects/to-project-summary';
import { siteLocale } from './site-locale';

/** The pages whose address differs by language: a post's or project's slug per language. */
const perLanguagePages = [
  { route: '/resources/blog/:slug', key: blogKeys.slug, path: postPath },
  { route: '/projects/:slug', key: projectKeys.page, path: projectPath },
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
 * slug. It reads the data the page itself loaded (the same SWR key, no fetcher of its own: no
 * request, and the prerendered HTML already holds it), so the language links in the header and
 * the suggestion banner lead to the same post under its slug in the other language.
 */
export function useAlternatePaths(): Record<Locale, string> {
  const { pathname } = useLocation();
  const locale = siteLocale();
  const page = perLanguagePages
    .map((candidate) => ({ ...candidate, slug: matchPath(candidate.route, pathname)?.params.slug }))
    .find((candidate) => candidate.slug);
  const { data } = useSWR(page?.slug ? page.key(page.slug, locale) : null, null);
  const slugs = slugsOf(data);
  return page && slugs ? itemPaths(slugs, page.path) : { en: pathname, rw: pathname, fr: pathname };
}
