import { useSupabase, type DataClient } from '../client';
import type { Tables } from '@inzira/contract/database.types.ts';
import type { Locale } from '@inzira/contract/locales.ts';
import { unwrap } from '../errors';
import {
  isSlugShaped,
  localize,
  localizedSlugs,
  slugColumns,
  type LocaleOption,
  type LocaleSlugs,
  type Localized,
} from '../translations';
import type { BlogCategory } from './blog-categories';
import { blogKeys } from './keys';
import { useQuery } from '../swr';

/** A post as the site reads it (the translations' columns are the queries' business). */
export type Blog = Omit<Tables<'blogs'>, 'translations' | 'published_translations'>;

/**
 * What visitors may read of a post: every column but the unpublished translations
 * (docs/content-translations.md), which anon is not granted.
 */
export const PUBLIC_BLOG_COLUMNS =
  'id, title, category, excerpt, content, image, author_name, author_role, author_image, upvotes, downvotes, is_published, created_at, updated_at, slug, published_at, seo_title, seo_description, image_alt, published_translations';
export type PublicBlog = Omit<Tables<'blogs'>, 'translations'>;
/** A post as the site shows it, in the visitor's language, with its address in every language. */
export type LocalizedBlog = Localized<PublicBlog> & { slugs: LocaleSlugs };

/** A post's fields that are translated as one set. */
export const BLOG_TEXT_FIELDS = [
  'title',
  'excerpt',
  'content',
  'seo_title',
  'seo_description',
  'image_alt',
] as const satisfies readonly (keyof PublicBlog)[];

const inLocale =
  (locale: Locale) =>
  (post: PublicBlog): LocalizedBlog => ({
    ...localize(post, locale, BLOG_TEXT_FIELDS),
    slugs: localizedSlugs(post, BLOG_TEXT_FIELDS),
  });

/** Published posts whose time has come (the policy hides scheduled ones), newest first, optionally of one category. */
export async function getPublishedBlogs(
  client: DataClient,
  category?: BlogCategory,
  { locale = 'en' }: LocaleOption = {},
): Promise<LocalizedBlog[]> {
  let query = client.from('blogs').select(PUBLIC_BLOG_COLUMNS).eq('is_published', true);
  if (category) query = query.eq('category', category);
  const rows = unwrap(await query.order('published_at', { ascending: false }));
  return rows.map(inLocale(locale));
}

/**
 * One post by its URL slug in `locale`: the language's own slugs first, then the English and the
 * other languages' (`slugColumns`), so a post not yet translated, or a link shared in another
 * language, is still found; its `slugs` say where it lives. Null when there is none or it is
 * not visible yet.
 */
export async function getBlogBySlug(
  client: DataClient,
  slug: string,
  { locale = 'en' }: LocaleOption = {},
): Promise<LocalizedBlog | null> {
  if (!isSlugShaped(slug)) return null;
  for (const column of slugColumns(locale)) {
    const post = unwrap(
      await client.from('blogs').select(PUBLIC_BLOG_COLUMNS).eq(column, slug).maybeSingle(),
    );
    if (post) return inLocale(locale)(post);
  }
  return null;
}

export function useBlogBySlug(slug: string | undefined, { locale = 'en' }: LocaleOption = {}) {
  const client = useSupabase();
  return useQuery(slug ? blogKeys.slug(slug, locale) : null, ([, , postSlug, postLocale]) =>
    getBlogBySlug(client, postSlug, { locale: postLocale }),
  );
}

/** One post (the post page loads only that one); null when it does not exist or is hidden. */
export async function getBlog(
  client: DataClient,
  id: string,
  { locale = 'en' }: LocaleOption = {},
): Promise<LocalizedBlog | null> {
  const post = unwrap(
    await client.from('blogs').select(PUBLIC_BLOG_COLUMNS).eq('id', id).maybeSingle(),
  );
  return post ? inLocale(locale)(post) : null;
}

export function usePublishedBlogs(category?: BlogCategory, { locale = 'en' }: LocaleOption = {}) {
  const client = useSupabase();
  return useQuery(blogKeys.list(category, locale), () =>
    getPublishedBlogs(client, category, { locale }),
  );
}

export function useBlog(id: string | undefined, { locale = 'en' }: LocaleOption = {}) {
  const client = useSupabase();
  return useQuery(id ? blogKeys.detail(id, locale) : null, ([, , postId, postLocale]) =>
    getBlog(client, postId, { locale: postLocale }),
  );
}
