import type { Locale } from '@inzira/contract/locales.ts';

export const courseKeys = {
  all: ['courses'] as const,
  catalogue: (locale: Locale = 'en') => ['courses', 'catalogue', locale] as const,
};
