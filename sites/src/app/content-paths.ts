// Build-time only (imported by entry-server.tsx): the pages the published content has.
import { getPublishedBlogs } from '@inzira/shared-data/blogs';
import type { DataClient } from '@inzira/shared-data/client';
import { getProjects } from '@inzira/shared-data/projects';
import { getSlugRedirects } from '@inzira/shared-data/slugs';
import { projectPath } from '../features/projects';

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
  return moved.map(({ kind, oldSlug, slug }) =>
    kind === 'post'
      ? `${postPath(oldSlug)}  ${postPath(slug)}  301`
      : `${projectPath(oldSlug)}  ${projectPath(slug)}  301`,
  );
}
