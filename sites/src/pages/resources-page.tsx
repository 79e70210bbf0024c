import { ResourceCardGrid } from '../features/resources';
import { PageBody, SitePage } from '../common/site-page';

export function ResourcesPage() {
  return (
    <SitePage
      head={{
        title: 'Resources',
        path: '/resources',
        description:
          'Documentation, tutorials, training courses, templates and articles from Inzira.',
      }}
      hero={{
        subtitle: 'Documentation, tutorials, training, templates and articles to help you grow.',
      }}
    >
      <PageBody>
        <ResourceCardGrid />
      </PageBody>
    </SitePage>
  );
}
