import type { Locale } from '@inzira/contract/locales.ts';

export const projectKeys = {
  all: ['projects'] as const,
  list: (locale: Locale = 'en') => ['projects', 'list', locale] as const,
  detail: (id: string) => ['projects', 'detail', id] as const,
  page: (slug: string, locale: Locale = 'en') => ['projects', 'page', slug, locale] as const,
};
