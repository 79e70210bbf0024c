import type { DataClient } from '../client';
import type { TablesInsert, TablesUpdate } from '../database.types';
import { unwrap } from '../errors';
import { useRevalidatingMutation } from '../swr';
import { withVisitorEmails } from '../visitor-emails/deliver';
import { BOOKING_WITH_SERVICE, type BookingWithService } from './booking-queries';

export async function adminCreateBooking(
  client: DataClient,
  values: TablesInsert<'bookings'>,
): Promise<BookingWithService> {
  return unwrap(await client.from('bookings').insert(values).select(BOOKING_WITH_SERVICE).single());
}

export async function updateBooking(
  client: DataClient,
  id: string,
  values: TablesUpdate<'bookings'>,
): Promise<BookingWithService> {
  return unwrap(
    await client.from('bookings').update(values).eq('id', id).select(BOOKING_WITH_SERVICE).single(),
  );
}

export async function deleteBooking(client: DataClient, id: string): Promise<void> {
  unwrap(await client.from('bookings').delete().eq('id', id));
}

/** A confirmed or cancelled booking e-mails the visitor. */
const updateAndNotify = withVisitorEmails(updateBooking);

export function useBookingActions() {
  const areas = ['bookings', 'dashboard', 'visitor_emails'] as const;
  return {
    create: useRevalidatingMutation(adminCreateBooking, areas),
    update: useRevalidatingMutation(updateAndNotify, areas),
    remove: useRevalidatingMutation(deleteBooking, areas),
  };
}
