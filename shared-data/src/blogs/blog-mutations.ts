import { useCallback, useState, useSyncExternalStore } from 'react';
import { useSWRConfig } from 'swr';
import { useSupabase, type DataClient } from '../client';
import { tableWrites } from '../client/table-writes';
import { invokeFunction } from '../forms/invoke-submission';
import { keyMatcher, useCrudActions } from '../swr';
import type { Blog } from './blog-queries';
import { blogKeys } from './keys';
import { rememberVote, storedVote, visitorId, type BlogVote } from './visitor-votes';
import { FUNCTION_NAMES } from '@inzira/contract/functions.ts';

export interface BlogReactions {
  upvotes: number;
  downvotes: number;
}

export interface BlogVoteResult extends BlogReactions {
  /** This visitor's vote on the post now. */
  vote: BlogVote | 'none';
}

/**
 * Sets this browser's vote on a post through the vote-on-blog Edge Function: one up or down
 * vote per visitor and post, changeable or taken back with 'none'; the counts move atomically
 * in the database (docs/trusted-submissions.md).
 */
export async function voteOnBlog(
  client: DataClient,
  id: string,
  vote: BlogVote | 'none',
): Promise<BlogVoteResult> {
  const result = await invokeFunction<BlogVoteResult>(client, FUNCTION_NAMES.voteOnBlog, {
    blogId: id,
    visitorId: visitorId(),
    vote,
  });
  if (result.kind === 'refused') throw new Error(result.message);
  rememberVote(id, result.data.vote);
  return result.data;
}

const blogs = tableWrites<'blogs'>((client) => client.from('blogs'));
/** The update sends only the edited columns, so reactions and created_at stay as they were (docs/product-decisions.md, decision 9). */
export const [createBlog, updateBlog, deleteBlog] = blogs;

export function useBlogActions() {
  return useCrudActions(blogs, ['blogs']);
}

/**
 * A visitor's vote: pressing the pressed button takes the vote back, the other one changes it.
 * The post shown takes the saved counts; on failure it stays unchanged and the error is thrown
 * for the caller to show.
 */
/** The stored votes change only through `cast`, which re-renders by itself. */
const noSubscription = () => () => {};

export function useBlogVote(id: string) {
  const client = useSupabase();
  const { mutate } = useSWRConfig();
  // The post may arrive after the first render (loaded by slug): read its vote for its id.
  const [cast_, setCast] = useState<{ id: string; vote: BlogVote | undefined }>();
  // The browser's stored vote, read after hydration: a prerendered post was built with none.
  const stored = useSyncExternalStore(
    noSubscription,
    () => (id ? storedVote(id) : undefined),
    () => undefined,
  );
  const vote = cast_?.id === id ? cast_.vote : stored;
  const cast = useCallback(
    async (kind: BlogVote): Promise<BlogVoteResult> => {
      const result = await voteOnBlog(client, id, storedVote(id) === kind ? 'none' : kind);
      setCast({ id, vote: result.vote === 'none' ? undefined : result.vote });
      const counts = { upvotes: result.upvotes, downvotes: result.downvotes };
      await mutate<Blog | null>(
        blogKeys.detail(id),
        (post) => (post ? { ...post, ...counts } : post),
        {
          revalidate: false,
        },
      );
      await mutate(keyMatcher(['blogs']));
      return result;
    },
    [client, id, mutate],
  );
  return { vote, cast };
}
