// Build-time only (imported by entry-server.tsx): the pages the published content has.
import { getPublishedBlogs } from '@inzira/shared-data/blogs';
import type { DataClient } from '@inzira/shared-data/client';
import { getProjects } from '@inzira/shared-data/projects';
import { getSlugRedirects } from '@inzira/shared-data/slugs';
import { locales } from '@inzira/contract/locales.ts';
import { projectPath } from '../features/projects';
import { localizedPath } from '../i18n/locale-paths';

/** Where a post lives (slugs are URL-safe: lowercase words and hyphens). */
export const postPath = (slug: string) => `/resources/blog/${slug}`;

/**
 * Every project's and every published post's page, read with the anon key as a visitor would
 * (the policies leave drafts and scheduled posts out).
 */
export async function contentPaths(client: DataClient): Promise<string[]> {
  const [projects, posts] = await Promise.all([getProjects(client), getPublishedBlogs(client)]);
  return [
    ...projects.map((project) => projectPath(project.slug)),
    ...posts.map((post) => postPath(post.slug)),
  ];
}

/**
 * The host's permanent redirects for renamed posts and projects (docs/content-trust.md): each
 * old address to the current one, as `_redirects` lines placed before the fallback rules.
 */
export async function movedPageRules(client: DataClient): Promise<string[]> {
  const moved = await getSlugRedirects(client);
  // Each language's address of the page moves too (the same slug in every language for now).
  return locales.flatMap((locale) =>
    moved.map(({ kind, oldSlug, slug }) => {
      const path = kind === 'post' ? postPath : projectPath;
      return `${localizedPath(path(oldSlug), locale)}  ${localizedPath(path(slug), locale)}  301`;
    }),
  );
}
