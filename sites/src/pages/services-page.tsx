import { SitePage } from '../common/site-page';
import { ServicesGrid } from '../features/services';
import { TestimonialsSection } from '../features/testimonials';

export function ServicesPage() {
  return (
    <SitePage
      head={{
        title: 'Services',
        path: '/services',
        description:
          'Content creation, digital marketing, advertising, event protocol, translation and administrative support from vetted professionals.',
      }}
      hero={{
        title: 'Our Services',
        subtitle:
          'Professionals for content, marketing, advertising, events, translation and administration, in Rwanda and beyond.',
        actions: [{ label: 'Get In Touch', to: '/contact' }],
      }}
    >
      <ServicesGrid />
      <TestimonialsSection />
    </SitePage>
  );
}
