export { eventsConfig } from './events-config';
