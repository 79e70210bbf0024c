import { Hero } from '@inzira/shared-ui/hero';
import { useBooking } from '../common/booking-context';
import { FloatingBookCard, ProjectsSection } from '../features/projects';
import { SitePageHead } from '../common/site-page-head';

export function ProjectsPage() {
  const { openBooking } = useBooking();
  return (
    <>
      <SitePageHead
        title="Projects"
        path="/projects"
        description="A portfolio of campaigns, content and events delivered by Inzira's professionals."
      />
      <Hero
        title="Our Projects"
        subtitle="Work our professionals have delivered for brands, institutions and events."
        actions={[{ label: 'Book Yours', onClick: () => openBooking() }]}
      />
      <ProjectsSection />
      <FloatingBookCard />
    </>
  );
}
