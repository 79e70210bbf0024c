import { ResourceCardGrid } from '../features/resources';
import { PageBody, SitePage } from '../common/site-page';
import { m } from '../paraglide/messages.js';

export function ResourcesPage() {
  return (
    <SitePage
      head={{
        title: m.page_resources_title(),
        path: '/resources',
        description: m.page_resources_description(),
      }}
      hero={{
        subtitle: m.page_resources_subtitle(),
      }}
    >
      <PageBody>
        <ResourceCardGrid />
      </PageBody>
    </SitePage>
  );
}
