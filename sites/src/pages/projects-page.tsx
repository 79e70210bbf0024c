import { useBooking } from '../common/booking-context';
import { FloatingBookCard, ProjectsSection } from '../features/projects';
import { SitePage } from '../common/site-page';
import { m } from '../paraglide/messages.js';

export function ProjectsPage() {
  const { openBooking } = useBooking();
  return (
    <SitePage
      head={{
        title: m.page_projects_title(),
        path: '/projects',
        description: m.page_projects_description(),
      }}
      hero={{
        title: m.page_projects_title2(),
        subtitle: m.page_projects_subtitle(),
        actions: [{ label: m.projects_book_yours(), onClick: () => openBooking() }],
      }}
    >
      <ProjectsSection />
      <FloatingBookCard />
    </SitePage>
  );
}
