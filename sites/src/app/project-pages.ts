// Build-time only (imported by entry-server.tsx): the projects known when the site is built,
// each prerendered at /projects/<slug> with its data.
import { createPublicClient } from '@inzira/shared-data/client';
import { getProjectBySlug, getProjects, projectKeys } from '@inzira/shared-data/projects';
import { unstable_serialize } from 'swr';

export interface PrerenderPage {
  path: string;
  /** SWR's fallback data for the page, keyed as its hooks ask. */
  fallback: Record<string, unknown>;
}

/** Every project's page with its data, read with the anon key as a visitor would. */
export async function loadProjectPages(url: string, anonKey: string): Promise<PrerenderPage[]> {
  const client = createPublicClient({ url, anonKey });
  const projects = await getProjects(client);
  const pages: PrerenderPage[] = [];
  for (const { slug } of projects) {
    const project = await getProjectBySlug(client, slug);
    if (!project) continue;
    pages.push({
      path: `/projects/${slug}`,
      fallback: { [unstable_serialize(projectKeys.page(slug))]: project },
    });
  }
  return pages;
}
