import { ContactCta } from '../features/home/contact-cta';
import { ActiveProfessionals } from '../features/home/active-professionals';
import { HomeHero } from '../features/home/home-hero';
import { homeSectionIds } from '../features/home/home-sections';
import { VideoSection } from '../features/home/video-section';
import { PartnersStrip } from '../features/partners/partners-strip';
import { SitePageHead } from '../features/seo';
import { ServiceCardsSection } from '../features/services/service-cards-section';
import { TestimonialsSection } from '../features/testimonials/testimonials-section';

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
