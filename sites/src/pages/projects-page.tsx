import { Hero } from '@inzira/shared-ui/hero';
import { useBooking } from '../features/booking';
import { FloatingBookCard } from '../features/projects/floating-book-card';
import { ProjectsSection } from '../features/projects/projects-section';
import { SitePageHead } from '../features/seo';

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
