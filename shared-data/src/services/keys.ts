import type { Locale } from '@inzira/contract/locales.ts';

export const serviceKeys = {
  all: ['services'] as const,
  list: (locale: Locale = 'en') => ['services', 'list', locale] as const,
  options: () => ['services', 'options'] as const,
};
