export { TestimonialsSection } from './testimonials-section';
