import { useProjects } from '@inzira/shared-data/projects';
import { DataView, LoadingState } from '@inzira/shared-ui/states';
import { PageSection } from '../../common/site-page';
import { projectPath, toProjectSummary } from './to-project-summary';
import { VirtualProjectGrid } from './virtual-project-grid';

export function ProjectsSection() {
  const projects = useProjects();
  return (
    <PageSection title="Our Portfolio">
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
    </PageSection>
  );
}
