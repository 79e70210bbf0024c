import type { Locale } from '@inzira/contract/locales.ts';

export const testimonialKeys = {
  all: ['testimonials'] as const,
  list: (locale: Locale = 'en') => ['testimonials', 'list', locale] as const,
  stories: (locale: Locale = 'en') => ['testimonials', 'stories', locale] as const,
};
