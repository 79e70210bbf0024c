export { servicesConfig } from './services-config';
