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
import { HydrateApart } from '../app/hydrate-apart';
import { SitePageHead } from '../common/site-page-head';
import { m } from '../paraglide/messages.js';

// The four steps of the "How Inzira works" guide: one text for the guide and the home page.
const guideSlug = 'how-inzira-works';

export function HomePage() {
  return (
    <>
      <SitePageHead title={m.home_title()} path="/" description={m.home_description()} />
      <HomeHero />
      {/* The sections with buttons that open a form hydrate with the page: a press held before
          the app started is replayed once the page is live, and must find them hydrated (a
          replay into a part still dehydrated left the form's copy open, e2e first-click). The
          sections below them, without such buttons, hydrate on their own (HydrateApart). */}
      <ServiceCardsSection id={homeSectionIds.services} title={m.home_services_heading()} />
      <TestimonialsSection />
      <HydrateApart>
        <PartnersStrip />
      </HydrateApart>
      <HydrateApart>
        <ActiveProfessionals />
      </HydrateApart>
      <HydrateApart>
        <HowWeWorkSection
          id={homeSectionIds.howWeWork}
          steps={howWeWorkSteps()}
          guideHref={docPath(guideSlug)}
        />
      </HydrateApart>
      <HydrateApart>
        <ContactCta />
      </HydrateApart>
    </>
  );
}
