import { ports } from '../scripts/lib/paths';

export const sitesOrigin = `http://localhost:${ports.sites}`;
export const adminOrigin = `http://localhost:${ports.admin}`;

/** The first seeded blog post (supabase/seed.sql), for the post page. */
export const firstSeedPostId = 'a4000000-0000-4000-8000-000000000001';

/** Public pages the issue names, in table order. */
export const publicRoutes = [
  '/',
  '/services',
  '/projects',
  '/resources/blog',
  `/resources/blog/${firstSeedPostId}`,
  '/contact',
];
