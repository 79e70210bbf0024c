import {
  ContactCta,
  ActiveProfessionals,
  HomeHero,
  homeSectionIds,
  VideoSection,
} from '../features/home';
import { PartnersStrip } from '../features/partners';
import { ServiceCardsSection } from '../features/services';
import { TestimonialsSection } from '../features/testimonials';
import { SitePageHead } from '../common/site-page-head';

export function HomePage() {
  return (
    <>
      <SitePageHead
        title="Home"
        path="/"
        description="Connect with elite content creators, digital marketers and advertising experts in Rwanda and beyond."
      />
      <HomeHero />
      <ServiceCardsSection id={homeSectionIds.services} title="Our Services" />
      <TestimonialsSection />
      <PartnersStrip />
      <ActiveProfessionals />
      <VideoSection id={homeSectionIds.video} />
      <ContactCta />
    </>
  );
}
