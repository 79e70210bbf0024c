// @vitest-environment happy-dom
import { act, configure, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { useAdminList } from '../admin-list';
import { signIn, useSession } from '../auth';
import { useBlog, useBlogVote } from '../blogs';
import { SupabaseProvider, createSupabase, type InziraClient } from '../client';
import { useServiceActions, useServices } from '../services';
import { useTestBackend } from '@inzira/test-kit';
import type { Database } from '@inzira/contract/database.types.ts';

// The hooks against the real backend: a screen's lists refresh after a mutation elsewhere.
const ctx = useTestBackend<Database>();
// The two cores are shared with other suites; waitFor's 1 s default is about speed, not behaviour.
configure({ asyncUtilTimeout: 15_000 });

function wrapperFor(client: InziraClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return createElement(
      SWRConfig,
      { value: { provider: () => new Map(), dedupingInterval: 0 } },
      createElement(SupabaseProvider, { client, children }),
    );
  };
}

describe('SWR hooks', () => {
  // One query hook per render: happy-dom's fetch can leave one of two parallel requests
  // pending forever on a busy machine, which would test happy-dom rather than our hooks.
  it('revalidates the admin list after an admin creates a service', async () => {
    const { result } = renderHook(
      () => ({
        list: useAdminList('services', { page: 0, pageSize: 2 }),
        actions: useServiceActions(),
      }),
      { wrapper: wrapperFor(ctx().admin) },
    );
    await waitFor(() => expect(result.current.list.data?.total).toBe(6));

    await act(() =>
      result.current.actions.create({
        title: 'Hook Service',
        description: 'Made in a hook test.',
        features: ['One'],
      }),
    );
    await waitFor(() => expect(result.current.list.data?.total).toBe(7));
    expect(result.current.list.data?.rows[0]?.title).toBe('Hook Service');
  });

  it('shows the new service in the public list', async () => {
    const { result } = renderHook(() => useServices(), { wrapper: wrapperFor(ctx().anon) });
    await waitFor(() =>
      expect(result.current.data?.map((service) => service.title)).toContain('Hook Service'),
    );
  });

  it('keeps the previous page on screen while the next page loads', async () => {
    const { result, rerender } = renderHook(
      ({ page }) => useAdminList('professionals', { page, pageSize: 3 }),
      {
        wrapper: wrapperFor(ctx().admin),
        initialProps: { page: 0 },
      },
    );
    await waitFor(() => expect(result.current.data?.rows).toHaveLength(3));
    const firstPage = result.current.data?.rows.map((row) => row.id);
    rerender({ page: 3 });
    expect(result.current.data?.rows.map((row) => row.id)).toEqual(firstPage);
    await waitFor(() => expect(result.current.data?.rows).toHaveLength(1));
  });

  it('shows the saved counts and the visitor’s vote after voting on a post', async () => {
    const [post] = (await ctx().anon.from('blogs').select('id, upvotes').limit(1)).data ?? [];
    if (!post) throw new Error('The seed has posts.');
    const { result } = renderHook(() => ({ blog: useBlog(post.id), vote: useBlogVote(post.id) }), {
      wrapper: wrapperFor(ctx().anon),
    });
    await waitFor(() => expect(result.current.blog.data?.upvotes).toBe(post.upvotes));
    await act(() => result.current.vote.cast('upvote'));
    expect(result.current.blog.data?.upvotes).toBe(post.upvotes + 1);
    expect(result.current.vote.vote).toBe('upvote');
  });

  it('follows sign-in and sign-out in useSession', async () => {
    const client = createSupabase({
      url: ctx().backend.url,
      publishableKey: ctx().backend.publishableKey,
      storageKey: 'hooks-test',
    });
    const { result } = renderHook(() => useSession(), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    await act(() => signIn(client, 'admin@example.com', 'inzira-admin'));
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    await act(() => client.auth.signOut());
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
  });
});
