export { bookingKeys } from './keys';
export { BOOKING_WITH_SERVICE, type Booking, type BookingWithService } from './booking-queries';
export {
  adminCreateBooking,
  deleteBooking,
  updateBooking,
  useBookingActions,
} from './booking-mutations';
export {
  BOOKING_FIELD_LABELS,
  BOOKING_SERVICES,
  bookingFormDefaults,
  bookingSchema,
  createAdminBookingSchema,
  DEFAULT_COUNTRY_CODE,
  toAdminBookingRow,
  toPublicBooking,
  type AdminBookingFormValues,
  type BookingFormValues,
  type BookingService,
  type PublicBooking,
} from '@inzira/contract/forms/booking.schema.ts';
export { BOOKING_STATUSES, statusLabel, type BookingStatus } from '../forms/statuses';
