import { tableWrites } from '../client/table-writes';
import { useCrudActions } from '../swr';

const testimonials = tableWrites<'testimonials'>((client) => client.from('testimonials'));
export const [createTestimonial, updateTestimonial, deleteTestimonial] = testimonials;

/** The dashboard's average rating comes from testimonials. */
export function useTestimonialActions() {
  return useCrudActions(testimonials, ['testimonials', 'dashboard']);
}
