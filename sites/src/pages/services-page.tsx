import { Hero } from '@inzira/shared-ui/hero';
import { SitePageHead } from '../common/site-page-head';
import { ServicesGrid } from '../features/services';
import { TestimonialsSection } from '../features/testimonials';

export function ServicesPage() {
  return (
    <>
      <SitePageHead
        title="Services"
        path="/services"
        description="Content creation, digital marketing, advertising, event protocol, translation and administrative support from vetted professionals."
      />
      <Hero
        title="Our Services"
        subtitle="Professionals for content, marketing, advertising, events, translation and administration, in Rwanda and beyond."
        actions={[{ label: 'Get In Touch', to: '/contact' }]}
      />
      <ServicesGrid />
      <TestimonialsSection />
    </>
  );
}
