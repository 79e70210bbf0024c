import { useBooking } from '../common/booking-context';
import { FloatingBookCard, ProjectsSection } from '../features/projects';
import { SitePage } from '../common/site-page';

export function ProjectsPage() {
  const { openBooking } = useBooking();
  return (
    <SitePage
      head={{
        title: 'Projects',
        path: '/projects',
        description:
          "A portfolio of campaigns, content and events delivered by Inzira's professionals.",
      }}
      hero={{
        title: 'Our Projects',
        subtitle: 'Work our professionals have delivered for brands, institutions and events.',
        actions: [{ label: 'Book Yours', onClick: () => openBooking() }],
      }}
    >
      <ProjectsSection />
      <FloatingBookCard />
    </SitePage>
  );
}
