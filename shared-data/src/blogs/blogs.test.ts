import { describe, expect, it } from 'vitest';
import { toKigaliInput } from '../kigali-input';
import { expectNewestFirst, useTestBackend } from '@inzira/test-kit';
import type { Database } from '@inzira/contract/database.types.ts';
import {
  blogSchema,
  createBlog,
  deleteBlog,
  getBlog,
  getBlogBySlug,
  getPublishedBlogs,
  voteOnBlog,
  toBlogRow,
  updateBlog,
} from '.';

const ctx = useTestBackend<Database>();

const draft = {
  title: 'A hidden draft',
  category: 'Marketing',
  excerpt: 'Not yet.',
  content: 'Draft text.',
  author_name: 'Admin',
  author_role: 'Editor',
  image: '',
  author_image: '',
  publication: 'draft',
} as const;

/** The form's `datetime-local` value (Kigali wall time) `minutes` from now. */
function localTime(minutes: number): string {
  return toKigaliInput(new Date(Date.now() + minutes * 60_000).toISOString());
}

describe('blogs', () => {
  it('lists published posts newest first, optionally by category', async () => {
    const posts = await getPublishedBlogs(ctx().anon);
    expect(posts.length).toBeGreaterThan(0);
    expectNewestFirst(posts);
    const technology = await getPublishedBlogs(ctx().anon, 'Technology');
    expect(technology.length).toBeGreaterThan(0);
    expect(technology.every((post) => post.category === 'Technology')).toBe(true);
  });

  it('loads one post by id, and null for an unknown one', async () => {
    const [first] = await getPublishedBlogs(ctx().anon);
    if (!first) throw new Error('The seed has posts.');
    expect(await getBlog(ctx().anon, first.id)).toMatchObject({ id: first.id, title: first.title });
    expect(await getBlog(ctx().anon, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('keeps one vote per visitor, which they can change or take back', async () => {
    const [first] = await getPublishedBlogs(ctx().anon);
    if (!first) throw new Error('The seed has posts.');
    const { upvotes, downvotes } = first;
    const up = await voteOnBlog(ctx().anon, first.id, 'upvote');
    expect(up).toEqual({ upvotes: upvotes + 1, downvotes, vote: 'upvote' });
    expect(await voteOnBlog(ctx().anon, first.id, 'upvote')).toEqual(up);
    const down = await voteOnBlog(ctx().anon, first.id, 'downvote');
    expect(down).toEqual({ upvotes, downvotes: downvotes + 1, vote: 'downvote' });
    const none = await voteOnBlog(ctx().anon, first.id, 'none');
    expect(none).toEqual({ upvotes, downvotes, vote: 'none' });
    await expect(
      voteOnBlog(ctx().anon, '00000000-0000-4000-8000-000000000000', 'upvote'),
    ).rejects.toThrow('Blog post not found');
  });

  it('keeps reactions and created_at when the admin edits a post', async () => {
    const [first] = await getPublishedBlogs(ctx().anon);
    if (!first) throw new Error('The seed has posts.');
    await voteOnBlog(ctx().anon, first.id, 'upvote');
    const before = await getBlog(ctx().admin, first.id);
    const values = await blogSchema.validate({
      ...first,
      publication: 'publish',
      seo_title: '',
      seo_description: '',
      title: 'Edited title',
      image: first.image ?? '',
      author_image: '',
    });
    const updated = await updateBlog(ctx().admin, first.id, toBlogRow(values));
    expect(updated).toMatchObject({
      title: 'Edited title',
      upvotes: before?.upvotes,
      downvotes: before?.downvotes,
      created_at: before?.created_at,
      published_at: before?.published_at,
      slug: before?.slug,
    });
  });

  it('hides unpublished posts from visitors but not from the admin', async () => {
    const values = await blogSchema.validate(draft);
    const created = await createBlog(ctx().admin, toBlogRow(values));
    expect(created).toMatchObject({ upvotes: 0, downvotes: 0, is_published: false, image: null });
    expect(await getBlog(ctx().anon, created.id)).toBeNull();
    expect(await getBlog(ctx().admin, created.id)).toMatchObject({ id: created.id });
    await expect(voteOnBlog(ctx().anon, created.id, 'upvote')).rejects.toThrow(
      'Blog post not found',
    );

    await deleteBlog(ctx().admin, created.id);
    expect(await getBlog(ctx().admin, created.id)).toBeNull();
  });

  it('gives a new post a unique slug from its title and refuses a duplicate slug', async () => {
    const first = await createBlog(ctx().admin, toBlogRow(await blogSchema.validate(draft)));
    const second = await createBlog(ctx().admin, toBlogRow(await blogSchema.validate(draft)));
    expect(first.slug).toBe('a-hidden-draft');
    expect(second.slug).toBe('a-hidden-draft-2');
    const clash = await blogSchema.validate({ ...draft, slug: 'a-hidden-draft' });
    await expect(updateBlog(ctx().admin, second.id, toBlogRow(clash))).rejects.toThrow(
      'Another post already uses this slug. Please choose a different one.',
    );
    expect(await getBlog(ctx().admin, second.id)).toMatchObject({ slug: 'a-hidden-draft-2' });
    await deleteBlog(ctx().admin, first.id);
    await deleteBlog(ctx().admin, second.id);
  });

  it('keeps a scheduled post from visitors until its time, then lists it', async () => {
    const values = await blogSchema.validate({
      ...draft,
      title: 'Scheduled news',
      publication: 'schedule',
      scheduled_for: localTime(60),
    });
    const post = await createBlog(ctx().admin, toBlogRow(values));
    expect(post.is_published).toBe(true);
    expect(await getBlogBySlug(ctx().anon, post.slug)).toBeNull();
    expect((await getPublishedBlogs(ctx().anon)).some((p) => p.id === post.id)).toBe(false);
    // Time passes: the service role moves the publication time into the past.
    const past = new Date(Date.now() - 1000).toISOString();
    await ctx().service.from('blogs').update({ published_at: past }).eq('id', post.id);
    expect(await getBlogBySlug(ctx().anon, post.slug)).toMatchObject({ id: post.id });
    expect((await getPublishedBlogs(ctx().anon))[0]?.id).toBe(post.id);
    await deleteBlog(ctx().admin, post.id);
  });

  it('refuses a schedule in the past, in the form and in the database', async () => {
    await expect(
      blogSchema.validate({ ...draft, publication: 'schedule', scheduled_for: localTime(-60) }),
    ).rejects.toThrow('The publication time must be in the future');
    await expect(
      createBlog(ctx().admin, {
        ...toBlogRow(await blogSchema.validate(draft)),
        is_published: true,
        published_at: new Date(Date.now() - 3_600_000).toISOString(),
      }),
    ).rejects.toThrow('The publication time is in the past');
    const rows = await ctx().service.from('blogs').select('id').eq('title', draft.title);
    expect(rows.data).toEqual([]);
  });

  it('validates the admin form', async () => {
    await expect(
      blogSchema.validate(
        { ...draft, title: '', category: 'Sports', image: 'not a url', slug: 'Not A Slug!' },
        { abortEarly: false },
      ),
    ).rejects.toMatchObject({
      errors: expect.arrayContaining([
        'Title is required',
        'Category must be one of Event Management, Marketing, Protocol, Technology',
        'Image must be a valid URL',
        'Slug may use lower-case letters, digits and single hyphens only (e.g. my-first-post)',
      ]),
    });
  });
});
