import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundRoute } from '../pages/not-found-route';
import { RootLayout } from './root-layout';

// Each page is its own chunk. Declarative routes (not the data router) keep ~16 KB gzip of
// router code off a visitor's phone; the prerenderer waits for these lazy pages to resolve.
const HomePage = lazy(() => import('../pages/home-page').then((m) => ({ default: m.HomePage })));
const ServicesPage = lazy(() =>
  import('../pages/services-page').then((m) => ({ default: m.ServicesPage })),
);
const ProjectsPage = lazy(() =>
  import('../pages/projects-page').then((m) => ({ default: m.ProjectsPage })),
);
const ResourcesPage = lazy(() =>
  import('../pages/resources-page').then((m) => ({ default: m.ResourcesPage })),
);
const DocsPage = lazy(() => import('../pages/docs-page').then((m) => ({ default: m.DocsPage })));
const TutorialsPage = lazy(() =>
  import('../pages/tutorials-page').then((m) => ({ default: m.TutorialsPage })),
);
const TestsPage = lazy(() => import('../pages/tests-page').then((m) => ({ default: m.TestsPage })));
const DocArticlePage = lazy(() =>
  import('../pages/doc-article-page').then((m) => ({ default: m.DocArticlePage })),
);
const TutorialPage = lazy(() =>
  import('../pages/tutorial-page').then((m) => ({ default: m.TutorialPage })),
);
const ExamPage = lazy(() => import('../pages/exam-page').then((m) => ({ default: m.ExamPage })));
const TrainingPage = lazy(() =>
  import('../pages/training-page').then((m) => ({ default: m.TrainingPage })),
);
const BlogListPage = lazy(() =>
  import('../pages/blog-list-page').then((m) => ({ default: m.BlogListPage })),
);
const BlogPostPage = lazy(() =>
  import('../pages/blog-post-page').then((m) => ({ default: m.BlogPostPage })),
);
const CustomerStoriesPage = lazy(() =>
  import('../pages/customer-stories-page').then((m) => ({ default: m.CustomerStoriesPage })),
);
const PartnersPage = lazy(() =>
  import('../pages/partners-page').then((m) => ({ default: m.PartnersPage })),
);
const CompetitionsPage = lazy(() =>
  import('../pages/competitions-page').then((m) => ({ default: m.CompetitionsPage })),
);
const ContactPage = lazy(() =>
  import('../pages/contact-page').then((m) => ({ default: m.ContactPage })),
);
const AboutPage = lazy(() => import('../pages/about-page').then((m) => ({ default: m.AboutPage })));
const LegalRoutePage = lazy(() =>
  import('../pages/legal-page').then((m) => ({ default: m.LegalRoutePage })),
);

/** One route table for the browser and the build-time prerenderer. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path="services" element={<ServicesPage />} />
        <Route path="projects" element={<ProjectsPage />} />
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
          <Route path="blog/:id" element={<BlogPostPage />} />
        </Route>
        <Route path="customer-stories" element={<CustomerStoriesPage />} />
        <Route path="partners" element={<PartnersPage />} />
        <Route path="competitions" element={<CompetitionsPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="legal">
          <Route path="terms" element={<LegalRoutePage kind="terms" />} />
          <Route path="privacy" element={<LegalRoutePage kind="privacy" />} />
          <Route path="cookies" element={<LegalRoutePage kind="cookies" />} />
        </Route>
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
