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
import { IslandBox } from '@inzira/shared-ui/island';
import { HydrateApart } from '../app/hydrate-apart';
import { homeIslands } from '../islands/home-island-names';
import { SitePageHead } from '../common/site-page-head';
import { m } from '../paraglide/messages.js';

// The four steps of the "How Inzira works" guide: one text for the guide and the home page.
const guideSlug = 'how-inzira-works';

export function HomePage() {
  return (
    <>
      <SitePageHead title={m.home_title()} path="/" description={m.home_description()} />
      {/* The hero (the first Book Now, the largest paint) hydrates with the page; each section
          below hydrates on its own (HydrateApart), and a press held before the app started is
          replayed once they all have (AppReady). */}
      <IslandBox island={homeIslands.hero}>
        <HomeHero />
      </IslandBox>
      <HydrateApart>
        <ServiceCardsSection id={homeSectionIds.services} title={m.home_services_heading()} />
      </HydrateApart>
      <HydrateApart>
        <IslandBox island={homeIslands.testimonials}>
          <TestimonialsSection />
        </IslandBox>
      </HydrateApart>
      <HydrateApart>
        <IslandBox island={homeIslands.partners}>
          <PartnersStrip />
        </IslandBox>
      </HydrateApart>
      <HydrateApart>
        <IslandBox island={homeIslands.professionals}>
          <ActiveProfessionals />
        </IslandBox>
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
