import type { Locale } from '@inzira/contract/locales.ts';
import type { BlogCategory } from './blog-categories';

export const blogKeys = {
  all: ['blogs'] as const,
  list: (category?: BlogCategory, locale: Locale = 'en') =>
    ['blogs', 'list', category ?? 'all', locale] as const,
  detail: (id: string, locale: Locale = 'en') => ['blogs', 'detail', id, locale] as const,
  count: () => ['blogs', 'count'] as const,
  slug: (slug: string, locale: Locale = 'en') => ['blogs', 'slug', slug, locale] as const,
  related: (id: string, locale: Locale = 'en') => ['blogs', 'related', id, locale] as const,
};
