import { EnrollButton } from '../features/enrollment';
import { CourseList } from '../features/resources';
import { PageBody, SectionHeading, SitePage } from '../common/site-page';
import { m } from '../paraglide/messages.js';

export function TrainingPage() {
  return (
    <SitePage
      head={{
        title: m.page_training_title(),
        path: '/resources/training',
        description: m.page_training_description(),
      }}
      hero={{
        title: m.page_training_title2(),
        subtitle: m.page_training_subtitle(),
      }}
    >
      <PageBody>
        <SectionHeading>{m.training_courses()}</SectionHeading>
        <CourseList
          renderAction={(course) => (
            <EnrollButton
              course={course}
              aria-label={m.enroll_now_course({ title: course.title })}
            />
          )}
        />
      </PageBody>
    </SitePage>
  );
}
