import type { Locale } from '@inzira/contract/locales.ts';

export const professionalKeys = {
  all: ['professionals'] as const,
  featured: (locale: Locale = 'en') => ['professionals', 'featured', locale] as const,
  options: () => ['professionals', 'options'] as const,
  team: (locale: Locale = 'en') => ['professionals', 'team', locale] as const,
};
