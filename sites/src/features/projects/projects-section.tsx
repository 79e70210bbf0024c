import { useProjects } from '@inzira/shared-data/projects';
import { DataView, LoadingState } from '@inzira/shared-ui/states';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { projectPath, toProjectSummary } from './to-project-summary';
import { VirtualProjectGrid } from './virtual-project-grid';

export function ProjectsSection() {
  const projects = useProjects();
  return (
    <Container component="section" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h2" sx={{ textAlign: 'center', mb: 5 }}>
        Our Portfolio
      </Typography>
      <DataView
        query={projects}
        loading={<LoadingState label="Loading projects..." minHeight={800} />}
        empty={{ title: 'No projects yet', text: 'Check back soon for our latest work.' }}
      >
        {(rows) => (
          <VirtualProjectGrid
            projects={rows.map(toProjectSummary)}
            // The summary's id is the slug (see toProjectSummary).
            pathOf={(project) => projectPath(project.id)}
          />
        )}
      </DataView>
    </Container>
  );
}
