export { testimonialKeys } from './keys';
export {
  getCustomerStories,
  getTestimonials,
  useCustomerStories,
  useTestimonials,
  type CustomerStoryRow,
  type Testimonial,
} from './testimonial-queries';
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
