import { useSupabase, type DataClient } from '../client';
import type { Tables } from '@inzira/contract/database.types.ts';
import { unwrap } from '../errors';
import type { BlogCategory } from './blog.schema';
import { blogKeys } from './keys';
import { useQuery } from '../swr';

export type Blog = Tables<'blogs'>;

/** Published posts whose time has come (the policy hides scheduled ones), newest first, optionally of one category. */
export async function getPublishedBlogs(
  client: DataClient,
  category?: BlogCategory,
): Promise<Blog[]> {
  let query = client.from('blogs').select('*').eq('is_published', true);
  if (category) query = query.eq('category', category);
  return unwrap(await query.order('published_at', { ascending: false }));
}

/** One post by its URL slug; null when there is none or it is not visible yet. */
export async function getBlogBySlug(client: DataClient, slug: string): Promise<Blog | null> {
  return unwrap(await client.from('blogs').select('*').eq('slug', slug).maybeSingle());
}

export function useBlogBySlug(slug: string | undefined) {
  const client = useSupabase();
  return useQuery(slug ? blogKeys.slug(slug) : null, ([, , postSlug]) =>
    getBlogBySlug(client, postSlug),
  );
}

/** One post (the post page loads only that one); null when it does not exist or is hidden. */
export async function getBlog(client: DataClient, id: string): Promise<Blog | null> {
  return unwrap(await client.from('blogs').select('*').eq('id', id).maybeSingle());
}

export function usePublishedBlogs(category?: BlogCategory) {
  const client = useSupabase();
  return useQuery(blogKeys.list(category), () => getPublishedBlogs(client, category));
}

export function useBlog(id: string | undefined) {
  const client = useSupabase();
  return useQuery(id ? blogKeys.detail(id) : null, ([, , postId]) => getBlog(client, postId));
}
