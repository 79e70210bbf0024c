import { useProjects } from '@inzira/shared-data/projects';
import { DataView, LoadingState } from '@inzira/shared-ui/states';
import { PageSection } from '../../common/site-page';
import { projectPath, toProjectSummary } from './to-project-summary';
import { VirtualProjectGrid } from './virtual-project-grid';
import { m } from '../../paraglide/messages.js';
import { siteLocale } from '../../i18n/site-locale';

export function ProjectsSection() {
  const projects = useProjects({ locale: siteLocale() });
  return (
    <PageSection title={m.projects_heading()}>
      <DataView
        query={projects}
        loading={<LoadingState label={m.projects_loading()} minHeight={800} />}
        empty={{ title: m.projects_empty_title(), text: m.projects_empty_text() }}
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
