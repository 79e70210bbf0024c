// Its own entry point so an app can load the modal (dialog, video) on demand: importing it
// through `@inzira/shared-ui/testimonial` would tie it to the cards' chunk.
export { TestimonialModal } from '../testimonial/testimonial-modal';
export type { TestimonialModalProps } from '../testimonial/testimonial-modal';
export type { TestimonialModalTexts } from '../testimonial/testimonial-texts';
