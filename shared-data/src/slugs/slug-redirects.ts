import { useSupabase, type DataClient } from '../client';
import { unwrap } from '../errors';
import { useQuery } from '../swr';

/** What an old address belongs to: a post (/resources/blog/…) or a project (/projects/…). */
export type SlugKind = 'post' | 'project';

export interface SlugRedirect {
  kind: SlugKind;
  oldSlug: string;
  slug: string;
}

const isSlugKind = (kind: string): kind is SlugKind => kind === 'post' || kind === 'project';

/**
 * Every old slug of a published post or a project with its current slug (docs/content-trust.md),
 * as the caller may see the rows: the build writes them into the host's redirect file.
 */
export async function getSlugRedirects(client: DataClient): Promise<SlugRedirect[]> {
  const rows = unwrap(await client.rpc('slug_redirects'));
  return rows.flatMap(({ kind, old_slug, slug }) =>
    isSlugKind(kind) && old_slug !== slug ? [{ kind, oldSlug: old_slug, slug }] : [],
  );
}

/** The current slug of the post or project that used to live at `oldSlug`; null when none did. */
export async function getCurrentSlug(
  client: DataClient,
  kind: SlugKind,
  oldSlug: string,
): Promise<string | null> {
  const row = unwrap(
    await client.rpc('slug_redirects').eq('kind', kind).eq('old_slug', oldSlug).maybeSingle(),
  );
  return row && row.slug !== oldSlug ? row.slug : null;
}

/** Asks only once the page knows the slug is not a live one (`oldSlug` undefined until then). */
export function useCurrentSlug(kind: SlugKind, oldSlug: string | undefined) {
  const client = useSupabase();
  return useQuery(oldSlug ? ['slugs', kind, oldSlug] : null, ([, , slug]) =>
    getCurrentSlug(client, kind, slug),
  );
}
