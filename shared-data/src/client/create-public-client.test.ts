import { describe, expect, it } from 'vitest';
import { getBlog, getPublishedBlogs, voteOnBlog } from '../blogs';
import { getTestimonials } from '../testimonials';
import { useTestBackend } from '../test-support';
import { createPublicClient } from './create-public-client';

const ctx = useTestBackend();

describe('createPublicClient', () => {
  it('reads the seeded public content as a visitor', async () => {
    const client = createPublicClient({ url: ctx().backend.url, anonKey: ctx().backend.anonKey });
    const posts = await getPublishedBlogs(client);
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.every((post) => post.is_published)).toBe(true);
    expect((await getTestimonials(client)).length).toBeGreaterThan(0);
  });

  it('votes through the vote-on-blog Edge Function, and the count persists', async () => {
    const client = createPublicClient({ url: ctx().backend.url, anonKey: ctx().backend.anonKey });
    const [post] = await getPublishedBlogs(client);
    if (!post) throw new Error('The seed has no published post.');
    const counts = await voteOnBlog(client, post.id, 'upvote');
    expect(counts.upvotes).toBe(post.upvotes + 1);
    expect((await getBlog(client, post.id))?.upvotes).toBe(post.upvotes + 1);
  });

  it('is refused what a visitor may not do', async () => {
    const client = createPublicClient({ url: ctx().backend.url, anonKey: ctx().backend.anonKey });
    // The seed holds bookings, but visitors never read submissions (docs/product-decisions.md, decision 7).
    const { data } = await client.from('bookings').select('id');
    expect(data ?? []).toEqual([]);
  });
});
