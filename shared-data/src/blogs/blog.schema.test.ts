import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chars, schemaErrors } from '@inzira/test-kit/schema-errors';
import { blogSchema, publicationOf, slugify, toBlogRow } from './blog.schema';

// The admin blog form: its messages, the slug it suggests and the publication columns a
// draft, a published and a scheduled post get. The clock is fixed at 1 June 2026, 12:00 UTC
// (14:00 in Kigali, whose wall time the schedule field holds).

const now = new Date('2026-06-01T12:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});

afterEach(() => {
  vi.useRealTimers();
});

const post = {
  title: ' Launch week ',
  category: 'Marketing',
  excerpt: 'What happened.',
  content: 'All of it.',
  author_name: 'Ada',
  author_role: 'Editor',
  publication: 'publish',
};

describe('slugify', () => {
  it('makes a slug as the database does', () => {
    expect(slugify('My First Post!')).toBe('my-first-post');
    expect(slugify('  Café -- Déjà vu  ')).toBe('cafe-deja-vu');
    expect(slugify('!!!')).toBe('post');
    expect(slugify('')).toBe('post');
  });

  it('keeps at most 80 characters and no hyphen at the end', () => {
    expect(slugify(chars(100))).toBe(chars(80));
    expect(slugify(`${chars(79)} b`)).toBe(chars(79));
  });
});

describe('blog form', () => {
  it('defaults the optional fields and names every missing one', async () => {
    await expect(blogSchema.validate(post)).resolves.toEqual({
      ...post,
      title: 'Launch week',
      image_alt: '',
      slug: '',
      seo_title: '',
      seo_description: '',
      scheduled_for: '',
      published_at: null,
    });
    expect(await schemaErrors(blogSchema, {})).toEqual({
      title: ['Title is required'],
      category: ['Category is required'],
      excerpt: ['Excerpt is required'],
      content: ['Content is required'],
      author_name: ['Author name is required'],
      author_role: ['Author role is required'],
      publication: ['Choose draft, publish or schedule'],
    });
  });

  it('takes the four categories only', async () => {
    for (const category of ['Event Management', 'Marketing', 'Protocol', 'Technology']) {
      expect(await schemaErrors(blogSchema, { ...post, category }), category).toEqual({});
    }
    expect(await schemaErrors(blogSchema, { ...post, category: 'Sport' })).toEqual({
      category: ['Category must be one of Event Management, Marketing, Protocol, Technology'],
    });
  });

  it('bounds the content, SEO fields and slug', async () => {
    expect(await schemaErrors(blogSchema, { ...post, content: chars(100000) })).toEqual({});
    expect(
      await schemaErrors(blogSchema, {
        ...post,
        content: chars(100001),
        seo_title: chars(121),
        seo_description: chars(321),
        slug: chars(121),
      }),
    ).toEqual({
      content: ['Content must be at most 100000 characters'],
      seo_title: ['SEO headline must be at most 120 characters'],
      seo_description: ['SEO description must be at most 320 characters'],
      slug: ['Slug must be at most 120 characters'],
    });
    expect(
      await schemaErrors(blogSchema, {
        ...post,
        seo_title: chars(120),
        seo_description: chars(320),
        slug: chars(120),
      }),
    ).toEqual({});
  });

  it('lower-cases a slug and takes only letters, digits and single hyphens', async () => {
    await expect(blogSchema.validate({ ...post, slug: ' My-Post-2 ' })).resolves.toMatchObject({
      slug: 'my-post-2',
    });
    for (const slug of ['my--post', '-post', 'post-', 'my post', 'my_post']) {
      expect(await schemaErrors(blogSchema, { ...post, slug }), slug).toEqual({
        slug: [
          'Slug may use lower-case letters, digits and single hyphens only (e.g. my-first-post)',
        ],
      });
    }
  });

  it('takes the three publication choices only', async () => {
    expect(await schemaErrors(blogSchema, { ...post, publication: 'later' })).toEqual({
      publication: ['Choose draft, publish or schedule'],
    });
    expect(await schemaErrors(blogSchema, { ...post, publication: 'draft' })).toEqual({});
  });

  it('asks a scheduled post for a time in the future', async () => {
    const scheduled = (scheduled_for?: string) =>
      schemaErrors(blogSchema, { ...post, publication: 'schedule', scheduled_for });
    // The form shows the first message.
    expect(await scheduled()).toEqual({
      scheduled_for: [
        'Choose when the post goes online',
        'The publication time must be in the future',
      ],
    });
    expect(await scheduled('2026-06-01T14:00')).toEqual({
      scheduled_for: ['The publication time must be in the future'],
    });
    expect(await scheduled('not a time')).toEqual({
      scheduled_for: ['The publication time must be in the future'],
    });
    expect(await scheduled('2026-06-01T14:01')).toEqual({});
    // Only a scheduled post needs one.
    expect(await schemaErrors(blogSchema, { ...post, scheduled_for: '2020-01-01T00:00' })).toEqual(
      {},
    );
  });
});

describe('the row a post becomes', () => {
  const row = async (values: Record<string, unknown>) =>
    toBlogRow(await blogSchema.validate({ ...post, ...values }));

  it('stores empty optional fields as null and an empty slug for the database to make', async () => {
    expect(await row({})).toEqual({
      title: 'Launch week',
      category: 'Marketing',
      excerpt: 'What happened.',
      content: 'All of it.',
      author_name: 'Ada',
      author_role: 'Editor',
      image: null,
      image_alt: null,
      author_image: null,
      slug: '',
      seo_title: null,
      seo_description: null,
      is_published: true,
      published_at: null,
    });
    expect(
      await row({
        image: '/a.webp',
        image_alt: 'Guests at the launch',
        author_image: '/b.webp',
        slug: 'launch',
        seo_title: 'T',
        seo_description: 'D',
      }),
    ).toMatchObject({
      image: '/a.webp',
      image_alt: 'Guests at the launch',
      author_image: '/b.webp',
      slug: 'launch',
      seo_title: 'T',
      seo_description: 'D',
    });
  });

  it('hides a draft, schedules at the chosen time, and keeps a past publication time', async () => {
    expect(
      await row({ publication: 'draft', published_at: '2026-01-01T00:00:00.000Z' }),
    ).toMatchObject({ is_published: false, published_at: null });
    expect(await row({ publication: 'schedule', scheduled_for: '2026-07-01T09:30' })).toMatchObject(
      { is_published: true, published_at: '2026-07-01T07:30:00.000Z' },
    );
    expect(await row({ published_at: '2026-01-01T00:00:00.000Z' })).toMatchObject({
      is_published: true,
      published_at: '2026-01-01T00:00:00.000Z',
    });
    expect(await row({ published_at: now.toISOString() })).toMatchObject({
      published_at: now.toISOString(),
    });
  });

  it('publishes now (null) instead of at a future or unreadable saved time', async () => {
    expect(await row({ published_at: '2026-06-01T12:00:01.000Z' })).toMatchObject({
      published_at: null,
    });
    expect(await row({ published_at: 'soon' })).toMatchObject({ published_at: null });
  });
});

describe('publicationOf', () => {
  it('reads a saved post back as draft, publish or schedule', () => {
    expect(publicationOf({ is_published: false, published_at: '2027-01-01T00:00:00Z' })).toBe(
      'draft',
    );
    expect(publicationOf({ is_published: true, published_at: '2026-06-01T12:00:01Z' })).toBe(
      'schedule',
    );
    expect(publicationOf({ is_published: true, published_at: '2026-06-01T12:00:00Z' })).toBe(
      'publish',
    );
    expect(publicationOf({ is_published: true, published_at: null })).toBe('publish');
  });
});
