export { ActiveProfessionals } from './active-professionals';
export { ContactCta } from './contact-cta';
export { HomeHero } from './home-hero';
export { homeSectionIds } from './home-sections';
export { HowWeWorkSection } from './how-we-work-section';
