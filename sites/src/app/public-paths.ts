// Build-time only (imported by entry-server.tsx): the content lists stay out of the browser's
// entry chunk.
import { docIndex, docPath } from '../features/resources';
import { examIndex, examPath } from '../features/resources';
import { tutorialIndex, tutorialPath } from '../features/resources';

/** Public routes written to static HTML at build time and listed in sitemap.xml. */
export const publicPaths: readonly string[] = [
  '/',
  '/services',
  '/projects',
  '/resources',
  '/resources/docs',
  '/resources/tutorials',
  '/resources/tests',
  '/resources/training',
  '/resources/blog',
  '/customer-stories',
  '/partners',
  '/competitions',
  '/about',
  '/contact',
  '/legal/terms',
  '/legal/privacy',
  '/legal/cookies',
  // The resources' own pages come from the site's content, so the build knows every one.
  ...docIndex.map((article) => docPath(article.slug)),
  ...tutorialIndex.map((tutorial) => tutorialPath(tutorial.slug)),
  ...examIndex.map((exam) => examPath(exam.slug)),
];

/** Everything prerendered; `/404` becomes `404.html`. A blog post renders from the app shell. */
export const prerenderPaths: readonly string[] = [...publicPaths, '/404'];
