import { ExamList } from '../features/resources';
import { PageBody, SectionHeading, SitePage } from '../common/site-page';
import { m } from '../paraglide/messages.js';

export function TestsPage() {
  return (
    <SitePage
      head={{
        title: 'Tests',
        path: '/resources/tests',
        description: 'Certification exams in event management, digital marketing and protocol.',
      }}
      hero={{
        title: 'Certification Tests',
        subtitle: 'Prove your skills and earn a recognised certificate.',
      }}
    >
      <PageBody>
        <SectionHeading>{m.tests_available()}</SectionHeading>
        <ExamList />
      </PageBody>
    </SitePage>
  );
}
