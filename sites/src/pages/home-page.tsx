import {
  ContactCta,
  ActiveProfessionals,
  HomeHero,
  homeSectionIds,
  HowWeWorkSection,
} from '../features/home';
import { PartnersStrip } from '../features/partners';
import { docPath, howWeWorkSteps } from '../features/resources';
import { ServiceCardsSection } from '../features/services';
import { TestimonialsSection } from '../features/testimonials';
import { SitePageHead } from '../common/site-page-head';
import { m } from '../paraglide/messages.js';

// The four steps of the "How Inzira works" guide: one text for the guide and the home page.
const guideSlug = 'how-inzira-works';

export function HomePage() {
  return (
    <>
      <SitePageHead title={m.home_title()} path="/" description={m.home_description()} />
      <HomeHero />
      <ServiceCardsSection id={homeSectionIds.services} title={m.home_services_heading()} />
      <TestimonialsSection />
      <PartnersStrip />
      <ActiveProfessionals />
      <HowWeWorkSection
        id={homeSectionIds.howWeWork}
        steps={howWeWorkSteps()}
        guideHref={docPath(guideSlug)}
      />
      <ContactCta />
    </>
  );
}
