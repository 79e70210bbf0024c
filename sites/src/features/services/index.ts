export { ServiceCardsSection } from './service-cards-section';
export { ServicesGrid } from './services-grid';
