// Build-time only (imported by entry-server.tsx): the pages the published content has.
import { getPublishedBlogs } from '@inzira/shared-data/blogs';
import type { DataClient } from '@inzira/shared-data/client';
import { getProjects } from '@inzira/shared-data/projects';
import { getSlugRedirects } from '@inzira/shared-data/slugs';
import type { LocaleSlugs } from '@inzira/shared-data/translations';
import { locales } from '@inzira/contract/locales.ts';
import { postPath } from '../features/blog';
import { projectPath } from '../features/projects';
import { localizedPath } from '../i18n/locale-paths';

/** A post or project page: how its address is made, and its slug in each language. */
interface ContentItem {
  path: (slug: string) => string;
  slugs: LocaleSlugs;
}

/**
 * Every project and every published post, read with the anon key as a visitor would (the
 * policies leave drafts and scheduled posts out).
 */
async function contentItems(client: DataClient): Promise<ContentItem[]> {
  const [projects, posts] = await Promise.all([getProjects(client), getPublishedBlogs(client)]);
  return [
    ...projects.map(({ slugs }) => ({ path: projectPath, slugs })),
    ...posts.map(({ slugs }) => ({ path: postPath, slugs })),
  ];
}

/**
 * Each item's page in every language, under that language's own slug (docs/content-translations.md,
 * "Slugs"): `/fr/resources/blog/<French slug>`, or the English slug where French has none.
 */
export async function contentPaths(client: DataClient): Promise<string[]> {
  const items = await contentItems(client);
  return locales.flatMap((locale) =>
    items.map(({ path, slugs }) => localizedPath(path(slugs[locale]), locale)),
  );
}

/**
 * The host's permanent redirects (`_redirects` lines placed before the fallback rules):
 * - a renamed post's or project's old address (docs/content-trust.md) to its current one, in
 *   every language, under that language's slug;
 * - an item's address under another language's slug (`/fr/…/<English slug>` when a French slug
 *   exists) to its address in the page's language, so one page has one address.
 * A page written by the build wins over a rule, as on the host, and no rule is written for an
 * address that is some item's own page.
 */
export async function movedPageRules(client: DataClient): Promise<string[]> {
  const [items, moved] = await Promise.all([contentItems(client), getSlugRedirects(client)]);
  const rules: string[] = [];
  for (const locale of locales) {
    const pages = new Set(items.map(({ path, slugs }) => path(slugs[locale])));
    const seen = new Set<string>();
    const add = (from: string, to: string) => {
      if (from === to || pages.has(from) || seen.has(from)) return;
      seen.add(from);
      rules.push(`${localizedPath(from, locale)}  ${localizedPath(to, locale)}  301`);
    };
    for (const { path, slugs } of items) {
      for (const slug of Object.values(slugs)) add(path(slug), path(slugs[locale]));
    }
    for (const { kind, oldSlug, slug } of moved) {
      const path = kind === 'post' ? postPath : projectPath;
      const current = items.find((item) => item.path === path && item.slugs.en === slug);
      add(path(oldSlug), path(current?.slugs[locale] ?? slug));
    }
  }
  return rules;
}
