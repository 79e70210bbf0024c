import { ports } from '../scripts/lib/paths';

export const sitesOrigin = `http://localhost:${ports.sites}`;
export const adminOrigin = `http://localhost:${ports.admin}`;

/** A seeded post and project (supabase/seed.sql), each prerendered at its own URL. */
export const seedPostPath = '/resources/blog/planning-a-conference-in-kigali-a-practical-checklist';
export const seedProjectPath = '/projects/harvest-season-campaign';

/**
 * The public routes measured against the floors, in table order. The home page in each language
 * (docs/languages.md): a page ships its own messages, so each locale's weight is measured.
 */
export const publicRoutes = [
  '/',
  '/rw',
  '/fr',
  '/services',
  '/contact',
  '/projects',
  '/resources/blog',
  seedPostPath,
  seedProjectPath,
];
