export { Carousel } from './carousel';
export type { CarouselProps } from './carousel';
export { PartnerLogos, defaultPartners } from './partner-logos';
export type { Partner } from './partner-logos';
