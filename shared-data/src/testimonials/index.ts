export { testimonialKeys } from './keys';
export { getTestimonials, useTestimonials, type Testimonial } from './testimonial-queries';
export {
  createTestimonial,
  deleteTestimonial,
  updateTestimonial,
  useTestimonialActions,
} from './testimonial-mutations';
export {
  testimonialSchema,
  toTestimonialRow,
  type TestimonialFormValues,
} from './testimonial.schema';
