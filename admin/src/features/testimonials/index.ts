export { testimonialsConfig } from './testimonials-config';
