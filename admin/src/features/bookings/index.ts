export { bookingsConfig } from './bookings-config';
