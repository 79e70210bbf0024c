export { testimonialKeys } from './keys';
export {
  getCustomerStories,
  getTestimonials,
  useCustomerStories,
  useTestimonials,
  type CustomerStoryRow,
  PUBLIC_TESTIMONIAL_COLUMNS,
  TESTIMONIAL_TEXT_FIELDS,
  type LocalizedTestimonial,
  type PublicTestimonial,
  type StoredTestimonial,
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
