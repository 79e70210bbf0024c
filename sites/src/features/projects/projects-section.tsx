import { useProjects } from '@inzira/shared-data/projects';
import { EmptyState, ErrorState, LoadingState } from '@inzira/shared-ui/states';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { projectPath, toProjectSummary } from './to-project-summary';
import { VirtualProjectGrid } from './virtual-project-grid';

export function ProjectsSection() {
  const { data, error, isLoading, mutate } = useProjects();

  let body;
  if (error) body = <ErrorState message={error.message} onRetry={() => void mutate()} />;
  else if (isLoading || !data) body = <LoadingState label="Loading projects..." minHeight={800} />;
  else if (data.length === 0)
    body = <EmptyState title="No projects yet" text="Check back soon for our latest work." />;
  else
    body = (
      <VirtualProjectGrid
        projects={data.map(toProjectSummary)}
        // The summary's id is the slug (see toProjectSummary).
        pathOf={(project) => projectPath(project.id)}
      />
    );

  return (
    <Container component="section" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h2" sx={{ textAlign: 'center', mb: 5 }}>
        Our Portfolio
      </Typography>
      {body}
    </Container>
  );
}
