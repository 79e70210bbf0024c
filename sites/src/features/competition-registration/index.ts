export { UpcomingEvents } from './upcoming-events';
