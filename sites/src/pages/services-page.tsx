import { SitePage } from '../common/site-page';
import { ServicesGrid } from '../features/services';
import { TestimonialsSection } from '../features/testimonials';
import { m } from '../paraglide/messages.js';

export function ServicesPage() {
  return (
    <SitePage
      head={{
        title: m.page_services_title(),
        path: '/services',
        description: m.page_services_description(),
      }}
      hero={{
        title: m.page_services_title2(),
        subtitle: m.page_services_subtitle(),
        actions: [{ label: m.shell_get_in_touch(), to: '/contact' }],
      }}
    >
      <ServicesGrid />
      <TestimonialsSection />
    </SitePage>
  );
}
