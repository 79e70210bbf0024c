import { lazyNamed } from '@inzira/shared-ui/lazy';
import { useProjects } from '@inzira/shared-data/projects';
import type { ProjectSummary } from '@inzira/shared-ui/project-card';
import { EmptyState, ErrorState, LoadingState } from '@inzira/shared-ui/states';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { useBooking } from '../../shared/booking-context';
import { projectGrid, VirtualProjectGrid } from './virtual-project-grid';
import { toProjectSummary } from './to-project-summary';

// Loaded on demand: most visitors browse the grid without opening a project.
const ProjectDetailModal = lazyNamed(() => import('./project-detail-modal'), 'ProjectDetailModal');

export function ProjectsSection() {
  const { data, error, isLoading, mutate } = useProjects();
  const { openBooking } = useBooking();
  const [open, setOpen] = useState<ProjectSummary | null>(null);

  let body;
  if (error) body = <ErrorState message={error.message} onRetry={() => void mutate()} />;
  else if (isLoading || !data)
    body = <LoadingState label="Loading projects..." minHeight={projectGrid.height} />;
  else if (data.length === 0)
    body = <EmptyState title="No projects yet" text="Check back soon for our latest work." />;
  else body = <VirtualProjectGrid projects={data.map(toProjectSummary)} onOpen={setOpen} />;

  return (
    <Container component="section" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h2" sx={{ textAlign: 'center', mb: 5 }}>
        Our Portfolio
      </Typography>
      {body}
      {open && (
        <Suspense fallback={null}>
          <ProjectDetailModal
            projectId={open.id}
            title={open.title}
            onClose={() => setOpen(null)}
            onBook={() => {
              setOpen(null);
              openBooking({ message: `I'd like a project like "${open.title}".` });
            }}
          />
        </Suspense>
      )}
    </Container>
  );
}
