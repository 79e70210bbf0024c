export { BookingProvider } from './booking-provider';
