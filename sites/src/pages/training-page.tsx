import { EnrollButton } from '../features/enrollment';
import { CourseList } from '../features/resources';
import { PageBody, SectionHeading, SitePage } from '../common/site-page';
import { m } from '../paraglide/messages.js';

export function TrainingPage() {
  return (
    <SitePage
      head={{
        title: 'Training',
        path: '/resources/training',
        description: 'Instructor-led courses in event management, digital marketing and protocol.',
      }}
      hero={{
        title: 'Professional Training',
        subtitle: 'Courses taught by working professionals, with a certificate at the end.',
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
