import { describe, expect, it } from 'vitest';
import { getBlog, getPublishedBlogs, voteOnBlog } from '../blogs';
import { getTestimonials } from '../testimonials';
import { useTestBackend } from '@inzira/test-kit';
import type { Database } from '@inzira/contract/database.types.ts';
import { createPublicClient } from './create-public-client';
import { createLazyPublicClient } from './lazy-public-client';

const ctx = useTestBackend<Database>();

describe('createPublicClient', () => {
  it('reads the seeded public content as a visitor', async () => {
    const client = createPublicClient({
      url: ctx().backend.url,
      publishableKey: ctx().backend.publishableKey,
    });
    const posts = await getPublishedBlogs(client);
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.every((post) => post.is_published)).toBe(true);
    expect((await getTestimonials(client)).length).toBeGreaterThan(0);
  });

  it('votes through the vote-on-blog Edge Function, and the count persists', async () => {
    const client = createPublicClient({
      url: ctx().backend.url,
      publishableKey: ctx().backend.publishableKey,
    });
    const [post] = await getPublishedBlogs(client);
    if (!post) throw new Error('The seed has no published post.');
    const counts = await voteOnBlog(client, post.id, 'upvote');
    expect(counts.upvotes).toBe(post.upvotes + 1);
    expect((await getBlog(client, post.id))?.upvotes).toBe(post.upvotes + 1);
  });

  it('is refused what a visitor may not do', async () => {
    const client = createPublicClient({
      url: ctx().backend.url,
      publishableKey: ctx().backend.publishableKey,
    });
    // The seed holds bookings, but visitors never read submissions (docs/product-decisions.md, decision 7).
    const { data } = await client.from('bookings').select('id');
    expect(data ?? []).toEqual([]);
  });
});

describe('createLazyPublicClient', () => {
  it('answers each query exactly as the client it loads on first use', async () => {
    const config = { url: ctx().backend.url, publishableKey: ctx().backend.publishableKey };
    const eager = createPublicClient(config);
    const lazy = createLazyPublicClient(config);
    expect(await getPublishedBlogs(lazy)).toEqual(await getPublishedBlogs(eager));
    // A query built in branches keeps each branch's own calls.
    const base = lazy.from('blogs').select('id').eq('is_published', true);
    const [post] = await getPublishedBlogs(eager);
    if (!post) throw new Error('The seed has no published post.');
    const one = await base.eq('id', post.id);
    const all = await base;
    expect(one.data).toEqual([{ id: post.id }]);
    expect(all.data?.length).toBeGreaterThan(1);
    expect((await lazy.from('blogs').select('id').eq('id', post.id).maybeSingle()).data).toEqual({
      id: post.id,
    });
    // A refusal answers as an error, never a throw.
    const refused = await lazy.from('no_such_table' as 'blogs').select('id');
    expect(refused.error).not.toBeNull();
  });

  it('votes through the Edge Function it loads on the first call', async () => {
    const client = createLazyPublicClient({
      url: ctx().backend.url,
      publishableKey: ctx().backend.publishableKey,
    });
    const [post] = await getPublishedBlogs(client);
    if (!post) throw new Error('The seed has no published post.');
    const counts = await voteOnBlog(client, post.id, 'downvote');
    expect(counts.downvotes).toBe(post.downvotes + 1);
  });
});
