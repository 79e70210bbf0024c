import type { Tables } from '@inzira/contract/database.types.ts';

// Admins read bookings through the `bookings` resource of admin-list (paged, with the
// linked service's title); visitors can never read them.
export type Booking = Tables<'bookings'>;
export type BookingWithService = Booking & { service: { title: string } | null };

/** The embedding the admin list and the mutations return: the linked service's title. */
export const BOOKING_WITH_SERVICE = '*, service:services(title)';
