import { isPreloadable, lazyNamed } from '@inzira/shared-ui/lazy';
import { isValidElement } from 'react';

import { createRoutesFromChildren, matchRoutes, Route, Routes } from 'react-router-dom';
import { NotFoundRoute } from '../pages/not-found-route';
import { RootLayout } from './root-layout';

// Each page is its own chunk. Declarative routes (not the data router) keep ~16 KB gzip of
// router code off a visitor's phone; the prerenderer waits for these lazy pages to resolve.
const HomePage = lazyNamed(() => import('../pages/home-page'), 'HomePage');
const ServicesPage = lazyNamed(() => import('../pages/services-page'), 'ServicesPage');
const ProjectsPage = lazyNamed(() => import('../pages/projects-page'), 'ProjectsPage');
const ProjectPage = lazyNamed(() => import('../pages/project-page'), 'ProjectPage');
const ResourcesPage = lazyNamed(() => import('../pages/resources-page'), 'ResourcesPage');
const DocsPage = lazyNamed(() => import('../pages/docs-page'), 'DocsPage');
const TutorialsPage = lazyNamed(() => import('../pages/tutorials-page'), 'TutorialsPage');
const TestsPage = lazyNamed(() => import('../pages/tests-page'), 'TestsPage');
const DocArticlePage = lazyNamed(() => import('../pages/doc-article-page'), 'DocArticlePage');
const TutorialPage = lazyNamed(() => import('../pages/tutorial-page'), 'TutorialPage');
const ExamPage = lazyNamed(() => import('../pages/exam-page'), 'ExamPage');
const TrainingPage = lazyNamed(() => import('../pages/training-page'), 'TrainingPage');
const BlogListPage = lazyNamed(() => import('../pages/blog-list-page'), 'BlogListPage');
const BlogPostPage = lazyNamed(() => import('../pages/blog-post-page'), 'BlogPostPage');
const CustomerStoriesPage = lazyNamed(
  () => import('../pages/customer-stories-page'),
  'CustomerStoriesPage',
);
const PartnersPage = lazyNamed(() => import('../pages/partners-page'), 'PartnersPage');
const CompetitionsPage = lazyNamed(() => import('../pages/competitions-page'), 'CompetitionsPage');
const ContactPage = lazyNamed(() => import('../pages/contact-page'), 'ContactPage');
const AboutPage = lazyNamed(() => import('../pages/about-page'), 'AboutPage');
const LegalRoutePage = lazyNamed(() => import('../pages/legal-page'), 'LegalRoutePage');
const ConsultationConfirmPage = lazyNamed(
  () => import('../pages/consultation-confirm-page'),
  'ConsultationConfirmPage',
);
const ConsultationManagePage = lazyNamed(
  () => import('../pages/consultation-manage-page'),
  'ConsultationManagePage',
);

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
 * Loads the lazy page that `pathname` shows. main.tsx calls it before hydrating a prerendered
 * page, in a task of its own, so hydration neither stops at the page to wait for its code nor
 * adds the page's preload links in its own long task (docs/performance.md, "Less work before
 * interaction").
 */
export function preloadPage(pathname: string, basename: string): Promise<void> {
  const page = matchedPage(pathname, basename);
  return isPreloadable(page) ? page.preload() : Promise.resolve();
}
