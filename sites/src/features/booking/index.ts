export { BookingProvider } from './booking-provider';
export { useBooking, type BookingApi, type BookingOptions } from './booking-context';
export { bookingServiceFor } from './booking-service-for';
