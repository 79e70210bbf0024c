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
