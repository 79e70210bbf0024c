import useSWR from 'swr';
import { useSupabase, type DataClient } from '../client';
import type { Tables } from '@inzira/contract/database.types.ts';
import { unwrap } from '../errors';
import { localize, type LocaleOption, type Localized } from '../translations';
import { testimonialKeys } from './keys';

/** A testimonial as the site reads it (the translations' columns are the queries' business). */
export type Testimonial = Omit<Tables<'testimonials'>, 'translations' | 'published_translations'>;
/** What visitors may read of a testimonial: all but the unpublished translations (docs/content-translations.md). */
/** A testimonial as the admin reads and writes it, translations included. */
export type StoredTestimonial = Tables<'testimonials'>;
export type PublicTestimonial = Omit<Tables<'testimonials'>, 'translations'>;
export type LocalizedTestimonial = Localized<PublicTestimonial>;

export const PUBLIC_TESTIMONIAL_COLUMNS =
  'id, company, quote, author, role, video_url, full_story, rating, author_image, created_at, updated_at, is_story, headline, results, story_image, story_image_alt, published_translations';
/** A testimonial's fields, a customer story's included, that are translated as one set. */
export const TESTIMONIAL_TEXT_FIELDS = [
  'quote',
  'role',
  'headline',
  'full_story',
  'results',
  'story_image_alt',
] as const satisfies readonly (keyof PublicTestimonial)[];

/** Every testimonial, newest first. */
export async function getTestimonials(
  client: DataClient,
  { locale = 'en' }: LocaleOption = {},
): Promise<LocalizedTestimonial[]> {
  const rows = unwrap(
    await client
      .from('testimonials')
      .select(PUBLIC_TESTIMONIAL_COLUMNS)
      .order('created_at', { ascending: false }),
  );
  return rows.map((row) => localize(row, locale, TESTIMONIAL_TEXT_FIELDS));
}

export function useTestimonials({ locale = 'en' }: LocaleOption = {}) {
  const client = useSupabase();
  return useSWR(testimonialKeys.list(locale), () => getTestimonials(client, { locale }));
}

/** A testimonial told in full, as /customer-stories shows it (docs/content-trust.md). */
export type CustomerStoryRow = LocalizedTestimonial & { headline: string; full_story: string };

const isCompleteStory = (row: LocalizedTestimonial): row is CustomerStoryRow =>
  row.is_story && row.headline !== null && row.full_story !== null;

/** The customer stories, oldest client first (the database requires a headline and a story). */
export async function getCustomerStories(
  client: DataClient,
  { locale = 'en' }: LocaleOption = {},
): Promise<CustomerStoryRow[]> {
  const rows = unwrap(
    await client
      .from('testimonials')
      .select(PUBLIC_TESTIMONIAL_COLUMNS)
      .eq('is_story', true)
      .order('created_at', { ascending: true }),
  );
  return rows.map((row) => localize(row, locale, TESTIMONIAL_TEXT_FIELDS)).filter(isCompleteStory);
}

export function useCustomerStories({ locale = 'en' }: LocaleOption = {}) {
  const client = useSupabase();
  return useSWR(testimonialKeys.stories(locale), () => getCustomerStories(client, { locale }));
}
