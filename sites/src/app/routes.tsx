import { isPreloadable, lazyNamed } from '@inzira/shared-ui/lazy';
import { isValidElement, type ComponentType } from 'react';

import { createRoutesFromChildren, matchRoutes, Route, Routes } from 'react-router-dom';
import type { LegalRouteProps } from '../pages/legal-page';
import { NotFoundRoute } from '../pages/not-found-route';
import { RootLayout } from './root-layout';

// Each page is its own chunk. Declarative routes (not the data router) keep ~16 KB gzip of
// router code off a visitor's phone; the prerenderer waits for these lazy pages to resolve.
const pageModules = import.meta.glob<Record<string, unknown>>('../pages/*-page.tsx');
/** Each lazy page's module, as the build manifest names it (`src/pages/<file>.tsx`). */
const modulesOfPages = new Map<unknown, string>();

/**
 * The page component `name` of `src/pages/<file>.tsx`, loaded lazily. The file's name is the
 * import itself (a glob), so the module the prerenderer has a page request with the app
 * (pageModule) is the one that loads. Props default to none; a page with props names them.
 */
function lazyPage<Props = Record<string, never>>(file: string, name: string) {
  const load = pageModules[`../pages/${file}.tsx`];
  if (!load) throw new Error(`No page module src/pages/${file}.tsx.`);
  const component = lazyNamed(load as () => Promise<Record<string, ComponentType<Props>>>, name);
  modulesOfPages.set(component, `src/pages/${file}.tsx`);
  return component;
}

const HomePage = lazyPage('home-page', 'HomePage');
const ServicesPage = lazyPage('services-page', 'ServicesPage');
const ProjectsPage = lazyPage('projects-page', 'ProjectsPage');
const ProjectPage = lazyPage('project-page', 'ProjectPage');
const ResourcesPage = lazyPage('resources-page', 'ResourcesPage');
const DocsPage = lazyPage('docs-page', 'DocsPage');
const TutorialsPage = lazyPage('tutorials-page', 'TutorialsPage');
const TestsPage = lazyPage('tests-page', 'TestsPage');
const DocArticlePage = lazyPage('doc-article-page', 'DocArticlePage');
const TutorialPage = lazyPage('tutorial-page', 'TutorialPage');
const ExamPage = lazyPage('exam-page', 'ExamPage');
const TrainingPage = lazyPage('training-page', 'TrainingPage');
const BlogListPage = lazyPage('blog-list-page', 'BlogListPage');
const BlogPostPage = lazyPage('blog-post-page', 'BlogPostPage');
const CustomerStoriesPage = lazyPage('customer-stories-page', 'CustomerStoriesPage');
const PartnersPage = lazyPage('partners-page', 'PartnersPage');
const CompetitionsPage = lazyPage('competitions-page', 'CompetitionsPage');
const ContactPage = lazyPage('contact-page', 'ContactPage');
const AboutPage = lazyPage('about-page', 'AboutPage');
const LegalRoutePage = lazyPage<LegalRouteProps>('legal-page', 'LegalRoutePage');
const ConsultationConfirmPage = lazyPage('consultation-confirm-page', 'ConsultationConfirmPage');
const ConsultationManagePage = lazyPage('consultation-manage-page', 'ConsultationManagePage');

/** One route table for the browser and the build-time prerenderer. */
const routeTree = (
  <Route element={<RootLayout />}>
    <Route index element={<HomePage />} />
    <Route path="services" element={<ServicesPage />} />
    <Route path="projects" element={<ProjectsPage />} />
    <Route path="projects/:slug" element={<ProjectPage />} />
    <Route path="resources">
      <Route index element={<ResourcesPage />} />
      <Route path="docs" element={<DocsPage />} />
      <Route path="docs/:slug" element={<DocArticlePage />} />
      <Route path="tutorials" element={<TutorialsPage />} />
      <Route path="tutorials/:slug" element={<TutorialPage />} />
      <Route path="tests" element={<TestsPage />} />
      <Route path="tests/:slug" element={<ExamPage />} />
      <Route path="training" element={<TrainingPage />} />
      <Route path="blog" element={<BlogListPage />} />
      <Route path="blog/:slug" element={<BlogPostPage />} />
    </Route>
    <Route path="customer-stories" element={<CustomerStoriesPage />} />
    <Route path="partners" element={<PartnersPage />} />
    <Route path="competitions" element={<CompetitionsPage />} />
    <Route path="about" element={<AboutPage />} />
    <Route path="contact" element={<ContactPage />} />
    {/* Reached from the e-mails only: never prerendered, the shell renders them. */}
    <Route path="consultation/confirm" element={<ConsultationConfirmPage />} />
    <Route path="consultation/manage" element={<ConsultationManagePage />} />
    <Route path="legal">
      <Route path="terms" element={<LegalRoutePage kind="terms" />} />
      <Route path="privacy" element={<LegalRoutePage kind="privacy" />} />
      <Route path="cookies" element={<LegalRoutePage kind="cookies" />} />
    </Route>
    <Route path="*" element={<NotFoundRoute />} />
  </Route>
);

export function AppRoutes() {
  return <Routes>{routeTree}</Routes>;
}

/** The page component the route table renders for `pathname` under `basename`. */
export function matchedPage(pathname: string, basename: string): unknown {
  const matches = matchRoutes(createRoutesFromChildren(routeTree), pathname, basename);
  const element: unknown = matches?.at(-1)?.route.element;
  return isValidElement(element) ? element.type : undefined;
}

/**
 * The module of the lazy page `pathname` shows (`src/pages/<file>.tsx`, the build manifest's
 * key), for the prerenderer: a page requests its own code with the app's (docs/performance.md,
 * "The page's code with the app's").
 */
export function pageModule(pathname: string, basename: string): string | undefined {
  return modulesOfPages.get(matchedPage(pathname, basename));
}

/**
 * Loads the lazy page that `pathname` shows. main.tsx calls it before hydrating a prerendered
 * page, in a task of its own, so hydration neither stops at the page to wait for its code nor
 * adds the page's preload links in its own long task (docs/performance.md, "Less work before
 * interaction").
 */
export async function preloadPage(pathname: string, basename: string): Promise<void> {
  const page = matchedPage(pathname, basename);
  if (!isPreloadable(page)) return;
  // The match (the route table read in full) and the import each take a task of their own.
  await new Promise((resolve) => setTimeout(resolve));
  await page.preload();
}
