export { TestimonialCard } from './testimonial-card';
export type { TestimonialCardProps } from './testimonial-card';
export { TestimonialModal } from './testimonial-modal';
export type { TestimonialModalProps } from './testimonial-modal';
export { authorLine } from './types';
export type { Testimonial } from './types';
export {
  englishTestimonialTexts,
  type TestimonialCardTexts,
  type TestimonialModalTexts,
  type TestimonialTexts,
} from './testimonial-texts';
