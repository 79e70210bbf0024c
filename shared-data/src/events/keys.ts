import type { Locale } from '@inzira/contract/locales.ts';

export const eventKeys = {
  all: ['events'] as const,
  upcoming: (locale: Locale = 'en') => ['events', 'upcoming', locale] as const,
  options: () => ['events', 'options'] as const,
};
