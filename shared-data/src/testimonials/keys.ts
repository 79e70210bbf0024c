export const testimonialKeys = {
  all: ['testimonials'] as const,
  list: () => ['testimonials', 'list'] as const,
  stories: () => ['testimonials', 'stories'] as const,
};
