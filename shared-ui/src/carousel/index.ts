export { Carousel, englishCarouselTexts } from './carousel';
export type { CarouselProps, CarouselTexts } from './carousel';
export { PartnerLogos, defaultPartners } from './partner-logos';
export type { Partner } from './partner-logos';
