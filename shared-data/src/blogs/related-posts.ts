import { useSupabase, type DataClient } from '../client';
import { unwrap } from '../errors';
import { useQuery } from '../swr';
import { blogKeys } from './keys';

export interface RelatedPost {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
}

/**
 * Up to three other published posts to read next: the same category first, then the newest
 * (the posts' policy leaves out drafts and scheduled ones).
 */
export async function getRelatedPosts(
  client: DataClient,
  post: { id: string; category: string },
): Promise<RelatedPost[]> {
  const recent = unwrap(
    await client
      .from('blogs')
      .select('id, slug, title, excerpt, category')
      .eq('is_published', true)
      .neq('id', post.id)
      .order('published_at', { ascending: false })
      .limit(12),
  );
  const sameCategory = recent.filter((other) => other.category === post.category);
  const others = recent.filter((other) => other.category !== post.category);
  return [...sameCategory, ...others].slice(0, 3);
}

export function useRelatedPosts(post: { id: string; category: string } | undefined) {
  const client = useSupabase();
  return useQuery(post ? blogKeys.related(post.id) : null, () =>
    post ? getRelatedPosts(client, post) : Promise.resolve([]),
  );
}
