import type { DataClient } from '../client';
import type { TablesInsert, TablesUpdate } from '../database.types';
import { unwrap } from '../errors';
import { useRevalidatingMutation } from '../swr';
import type { Testimonial } from './testimonial-queries';

export async function createTestimonial(
  client: DataClient,
  values: TablesInsert<'testimonials'>,
): Promise<Testimonial> {
  return unwrap(await client.from('testimonials').insert(values).select('*').single());
}

export async function updateTestimonial(
  client: DataClient,
  id: string,
  values: TablesUpdate<'testimonials'>,
): Promise<Testimonial> {
  return unwrap(await client.from('testimonials').update(values).eq('id', id).select('*').single());
}

export async function deleteTestimonial(client: DataClient, id: string): Promise<void> {
  unwrap(await client.from('testimonials').delete().eq('id', id));
}

/** The dashboard's average rating comes from testimonials. */
export function useTestimonialActions() {
  const areas = ['testimonials', 'dashboard'] as const;
  return {
    create: useRevalidatingMutation(createTestimonial, areas),
    update: useRevalidatingMutation(updateTestimonial, areas),
    remove: useRevalidatingMutation(deleteTestimonial, areas),
  };
}
