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

/** /projects/<slug>: prerendered with its data at build time, live in the browser. */
export function ProjectPage() {
  const { slug = '' } = useParams();
  const { data: project, error, isLoading, mutate } = useProjectBySlug(slug);
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
  const summary = project.description.replace(/\s+/g, ' ').trim();
  return (
    <>
      <SitePageHead
        title={project.title}
        path={projectPath(project.slug)}
        description={summary.length > 155 ? `${summary.slice(0, 152)}...` : summary}
        // Social networks show no preview for SVG; those fall back to the site's share image.
        image={project.image && !/\.svg$/i.test(project.image) ? project.image : undefined}
        type="article"
      />
      <Hero
        title={project.title}
        subtitle={m.project_for_client({ client: project.client_name })}
      />
      <ProjectPageView project={project} />
    </>
  );
}
