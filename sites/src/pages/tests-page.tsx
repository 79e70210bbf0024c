import { ExamList } from '../features/resources';
import { PageBody, SectionHeading, SitePage } from '../common/site-page';

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
        <SectionHeading>Available Exams</SectionHeading>
        <ExamList />
      </PageBody>
    </SitePage>
  );
}
