import { TutorialList } from '../features/resources';
import { PageBody, SectionHeading, SitePage } from '../common/site-page';
import { m } from '../paraglide/messages.js';

export function TutorialsPage() {
  return (
    <SitePage
      head={{
        title: 'Tutorials',
        path: '/resources/tutorials',
        description: 'Video tutorials on event planning, digital marketing strategy and protocol.',
      }}
      hero={{ subtitle: 'Step-by-step lessons from our professionals.' }}
    >
      <PageBody>
        <SectionHeading>{m.tutorials_all()}</SectionHeading>
        <TutorialList />
      </PageBody>
    </SitePage>
  );
}
