import { ExamList } from '../features/resources';
import { PageBody, SectionHeading, SitePage } from '../common/site-page';
import { m } from '../paraglide/messages.js';

export function TestsPage() {
  return (
    <SitePage
      head={{
        title: m.page_tests_title(),
        path: '/resources/tests',
        description: m.page_tests_description(),
      }}
      hero={{
        title: m.page_tests_title2(),
        subtitle: m.page_tests_subtitle(),
      }}
    >
      <PageBody>
        <SectionHeading>{m.tests_available()}</SectionHeading>
        <ExamList />
      </PageBody>
    </SitePage>
  );
}
