import { useProjectBySlug } from '@inzira/shared-data/projects';
import { useCurrentSlug } from '@inzira/shared-data/slugs';
import { Hero } from '@inzira/shared-ui/hero';
import { ErrorState, LoadingState } from '@inzira/shared-ui/states';
import Container from '@mui/material/Container';
import { Navigate, useParams } from 'react-router-dom';
import { ProjectPageView, projectPath } from '../features/projects';
import { SitePageHead } from '../common/site-page-head';
import { NotFoundRoute } from './not-found-route';
import { m } from '../paraglide/messages.js';
import { siteLocale } from '../i18n/site-locale';
import { TranslationNote } from '../common/translation-note';
import { itemPaths } from '../i18n/alternate-paths';

/** /projects/<slug>: prerendered with its data at build time, live in the browser. */
export function ProjectPage() {
  const { slug = '' } = useParams();
  const locale = siteLocale();
  const { data: project, error, isLoading, mutate } = useProjectBySlug(slug, { locale });
  // A project renamed since the link was shared: its old slug leads to the current one.
  const moved = useCurrentSlug('project', project === null ? slug : undefined);
  if (moved.data) return <Navigate replace to={projectPath(moved.data)} />;
  if (project === null && (moved.data === null || moved.error)) return <NotFoundRoute />;
  if (!project) {
    return (
      <>
        <Hero title={m.project_hero()} />
        <Container sx={{ py: 6 }}>
          {error && !isLoading ? (
            <ErrorState message={error.message} onRetry={() => void mutate()} />
          ) : (
            <LoadingState label={m.project_loading()} />
          )}
        </Container>
      </>
    );
  }
  // The project under another language's slug: one address per page and language
  // (docs/content-translations.md, "Slugs"; the host answers 301 for the built ones).
  if (project.slugs[locale] !== slug)
    return <Navigate replace to={projectPath(project.slugs[locale])} />;
  const summary = project.description.replace(/\s+/g, ' ').trim();
  return (
    <>
      <SitePageHead
        title={project.title}
        path={projectPath(slug)}
        paths={itemPaths(project.slugs, projectPath)}
        description={summary.length > 155 ? `${summary.slice(0, 152)}...` : summary}
        // Social networks show no preview for SVG; those fall back to the site's share image.
        image={project.image && !/\.svg$/i.test(project.image) ? project.image : undefined}
        type="article"
      />
      <Hero
        title={project.title}
        subtitle={m.project_for_client({ client: project.client_name })}
      />
      <TranslationNote missing={project.missing} />
      <ProjectPageView project={project} />
    </>
  );
}
