import type { Locale } from '@inzira/contract/locales.ts';
import { useSupabase, type DataClient } from '../client';
import { unwrap } from '../errors';
import { useQuery } from '../swr';
import { localize, localizedSlug, type LocaleOption } from '../translations';
import { blogKeys } from './keys';

export interface RelatedPost {
  id: string;
  /** Its address in the language asked for. */
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  /** Shown in English: its translation into the language asked for is missing. */
  missing: boolean;
}

// The link shows the title and the excerpt: they are the set that is translated together here
// (the post's page decides for its whole text; docs/content-translations.md).
const LINK_FIELDS = ['title', 'excerpt'] as const;

function inLocale(locale: Locale) {
  return (row: Omit<RelatedPost, 'missing'> & { published_translations: unknown }): RelatedPost => {
    const shown = localize(row, locale, LINK_FIELDS);
    const { id, title, excerpt, category, missing } = shown;
    return { id, slug: localizedSlug(shown, locale), title, excerpt, category, missing };
  };
}

/**
 * Up to three other published posts to read next, in `locale`: the same category first, then
 * the newest (the posts' policy leaves out drafts and scheduled ones).
 */
export async function getRelatedPosts(
  client: DataClient,
  post: { id: string; category: string },
  { locale = 'en' }: LocaleOption = {},
): Promise<RelatedPost[]> {
  const recent = unwrap(
    await client
      .from('blogs')
      .select('id, slug, title, excerpt, category, published_translations')
      .eq('is_published', true)
      .neq('id', post.id)
      .order('published_at', { ascending: false })
      .limit(12),
  );
  const sameCategory = recent.filter((other) => other.category === post.category);
  const others = recent.filter((other) => other.category !== post.category);
  return [...sameCategory, ...others].slice(0, 3).map(inLocale(locale));
}

export function useRelatedPosts(
  post: { id: string; category: string } | undefined,
  { locale = 'en' }: LocaleOption = {},
) {
  const client = useSupabase();
  return useQuery(post ? blogKeys.related(post.id, locale) : null, () =>
    post ? getRelatedPosts(client, post, { locale }) : Promise.resolve([]),
  );
}
