import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useSupabase, type DataClient } from '../client';
import type { TablesInsert, TablesUpdate } from '../database.types';
import { unwrap } from '../errors';
import { keyMatcher, useRevalidatingMutation } from '../swr';
import type { Blog } from './blog-queries';
import { blogKeys } from './keys';

export type BlogReaction = 'upvote' | 'downvote';
export interface BlogReactions {
  upvotes: number;
  downvotes: number;
}

/** Adds one reaction atomically in the database (docs/product-decisions.md, decision 8) and returns the new counts. */
export async function reactToBlog(
  client: DataClient,
  id: string,
  kind: BlogReaction,
): Promise<BlogReactions> {
  const rows = unwrap(await client.rpc('react_to_blog', { blog_id: id, kind }));
  const counts = rows[0];
  if (!counts) throw new Error('Blog post not found');
  return counts;
}

export async function createBlog(client: DataClient, values: TablesInsert<'blogs'>): Promise<Blog> {
  return unwrap(await client.from('blogs').insert(values).select('*').single());
}

/** Sends only the edited columns, so reactions and created_at stay as they were (docs/product-decisions.md, decision 9). */
export async function updateBlog(
  client: DataClient,
  id: string,
  values: TablesUpdate<'blogs'>,
): Promise<Blog> {
  return unwrap(await client.from('blogs').update(values).eq('id', id).select('*').single());
}

export async function deleteBlog(client: DataClient, id: string): Promise<void> {
  unwrap(await client.from('blogs').delete().eq('id', id));
}

export function useBlogActions() {
  const areas = ['blogs'] as const;
  return {
    create: useRevalidatingMutation(createBlog, areas),
    update: useRevalidatingMutation(updateBlog, areas),
    remove: useRevalidatingMutation(deleteBlog, areas),
  };
}

/**
 * A visitor's reaction: the post shown is replaced by the saved counts; on failure it stays
 * unchanged and the error is thrown for the caller to log.
 */
export function useReactToBlog(id: string) {
  const client = useSupabase();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (kind: BlogReaction): Promise<BlogReactions> => {
      const counts = await reactToBlog(client, id, kind);
      await mutate<Blog | null>(
        blogKeys.detail(id),
        (post) => (post ? { ...post, ...counts } : post),
        {
          revalidate: false,
        },
      );
      await mutate(keyMatcher(['blogs']));
      return counts;
    },
    [client, id, mutate],
  );
}
