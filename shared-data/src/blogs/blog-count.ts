import { useSupabase, type DataClient } from '../client';
import { unwrap } from '../errors';
import { blogKeys } from './keys';
import { useQuery } from '../swr';

/**
 * How many posts the blog list shows a visitor (the same filter, and row-level security hides
 * the rest), counted by the database without fetching them: the figure on /resources.
 */
export async function countPublishedBlogs(client: DataClient): Promise<number> {
  const result = await client
    .from('blogs')
    .select('id', { count: 'exact', head: true })
    .eq('is_published', true);
  unwrap(result);
  return result.count ?? 0;
}

export function usePublishedBlogCount() {
  const client = useSupabase();
  return useQuery(blogKeys.count(), () => countPublishedBlogs(client));
}
