import useSWR from 'swr';
import { useSupabase, type DataClient } from '../client';
import type { Tables } from '@inzira/contract/database.types.ts';
import { unwrap } from '../errors';
import { testimonialKeys } from './keys';

export type Testimonial = Tables<'testimonials'>;

/** Every testimonial, newest first. */
export async function getTestimonials(client: DataClient): Promise<Testimonial[]> {
  return unwrap(
    await client.from('testimonials').select('*').order('created_at', { ascending: false }),
  );
}

export function useTestimonials() {
  const client = useSupabase();
  return useSWR(testimonialKeys.list(), () => getTestimonials(client));
}

/** A testimonial told in full, as /customer-stories shows it (docs/content-trust.md). */
export type CustomerStoryRow = Testimonial & { headline: string; full_story: string };

const isCompleteStory = (row: Testimonial): row is CustomerStoryRow =>
  row.is_story && row.headline !== null && row.full_story !== null;

/** The customer stories, oldest client first (the database requires a headline and a story). */
export async function getCustomerStories(client: DataClient): Promise<CustomerStoryRow[]> {
  const rows = unwrap(
    await client
      .from('testimonials')
      .select('*')
      .eq('is_story', true)
      .order('created_at', { ascending: true }),
  );
  return rows.filter(isCompleteStory);
}

export function useCustomerStories() {
  const client = useSupabase();
  return useSWR(testimonialKeys.stories(), () => getCustomerStories(client));
}
