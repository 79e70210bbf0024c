import { describe, expect, it } from 'vitest';
import { useTestBackend } from '../test-support';
import {
  blogSchema,
  createBlog,
  deleteBlog,
  getBlog,
  getPublishedBlogs,
  reactToBlog,
  toBlogRow,
  updateBlog,
} from '.';

const ctx = useTestBackend();

const draft = {
  title: 'A hidden draft',
  category: 'Marketing',
  excerpt: 'Not yet.',
  content: 'Draft text.',
  author_name: 'Admin',
  author_role: 'Editor',
  image: '',
  author_image: '',
} as const;

describe('blogs', () => {
  it('lists published posts newest first, optionally by category', async () => {
    const posts = await getPublishedBlogs(ctx().anon);
    expect(posts.length).toBeGreaterThan(0);
    const times = posts.map((post) => Date.parse(post.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
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

  it('adds one reaction at a time for a visitor', async () => {
    const [first] = await getPublishedBlogs(ctx().anon);
    if (!first) throw new Error('The seed has posts.');
    const up = await reactToBlog(ctx().anon, first.id, 'upvote');
    expect(up).toEqual({ upvotes: first.upvotes + 1, downvotes: first.downvotes });
    const down = await reactToBlog(ctx().anon, first.id, 'downvote');
    expect(down).toEqual({ upvotes: first.upvotes + 1, downvotes: first.downvotes + 1 });
    await expect(
      reactToBlog(ctx().anon, '00000000-0000-4000-8000-000000000000', 'upvote'),
    ).rejects.toThrow('Blog post not found');
  });

  it('keeps reactions and created_at when the admin edits a post', async () => {
    const [first] = await getPublishedBlogs(ctx().anon);
    if (!first) throw new Error('The seed has posts.');
    await reactToBlog(ctx().anon, first.id, 'upvote');
    const before = await getBlog(ctx().admin, first.id);
    const values = await blogSchema.validate({
      ...first,
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
    });
  });

  it('hides unpublished posts from visitors but not from the admin', async () => {
    const values = await blogSchema.validate({ ...draft, is_published: false });
    const created = await createBlog(ctx().admin, toBlogRow(values));
    expect(created).toMatchObject({ upvotes: 0, downvotes: 0, is_published: false, image: null });
    expect(await getBlog(ctx().anon, created.id)).toBeNull();
    expect(await getBlog(ctx().admin, created.id)).toMatchObject({ id: created.id });
    await expect(reactToBlog(ctx().anon, created.id, 'upvote')).rejects.toThrow(
      'Blog post not found',
    );

    await deleteBlog(ctx().admin, created.id);
    expect(await getBlog(ctx().admin, created.id)).toBeNull();
  });

  it('validates the admin form', async () => {
    await expect(
      blogSchema.validate(
        { ...draft, title: '', category: 'Sports', image: 'not a url' },
        { abortEarly: false },
      ),
    ).rejects.toMatchObject({
      errors: expect.arrayContaining([
        'Title is required',
        'Category must be one of Event Management, Marketing, Protocol, Technology',
        'Image must be a valid URL',
      ]),
    });
  });
});
