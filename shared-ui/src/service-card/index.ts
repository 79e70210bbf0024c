export { ServiceCard } from './service-card';
export type { ServiceCardProps } from './service-card';
