import type { BlogCategory } from './blog.schema';

export const blogKeys = {
  all: ['blogs'] as const,
  list: (category?: BlogCategory) => ['blogs', 'list', category ?? 'all'] as const,
  detail: (id: string) => ['blogs', 'detail', id] as const,
  count: () => ['blogs', 'count'] as const,
  slug: (slug: string) => ['blogs', 'slug', slug] as const,
  related: (id: string) => ['blogs', 'related', id] as const,
};
