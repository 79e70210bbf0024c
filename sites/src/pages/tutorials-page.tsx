import { TutorialList } from '../features/resources';
import { PageBody, SectionHeading, SitePage } from '../common/site-page';
import { m } from '../paraglide/messages.js';

export function TutorialsPage() {
  return (
    <SitePage
      head={{
        title: m.page_tutorials_title(),
        path: '/resources/tutorials',
        description: m.page_tutorials_description(),
      }}
      hero={{ subtitle: m.page_tutorials_subtitle() }}
    >
      <PageBody>
        <SectionHeading>{m.tutorials_all()}</SectionHeading>
        <TutorialList />
      </PageBody>
    </SitePage>
  );
}
