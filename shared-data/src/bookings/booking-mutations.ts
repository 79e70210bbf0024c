import type { DataClient } from '../client';
import { tableEdits } from '../client/table-writes';
import type { TablesInsert, TablesUpdate } from '@inzira/contract/database.types.ts';
import { unwrap } from '../errors';
import { useCrudActions } from '../swr';
import { leadAreas, withVisitorEmails } from '../visitor-emails/deliver';
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

// Create and update return the booking with its service, so only delete is the plain one.
export const [, deleteBooking] = tableEdits<'bookings'>((client) => client.from('bookings'));

/** A confirmed or cancelled booking e-mails the visitor. */
const updateAndNotify = withVisitorEmails(updateBooking);

export function useBookingActions() {
  return useCrudActions(
    [adminCreateBooking, updateAndNotify, deleteBooking],
    leadAreas('bookings'),
  );
}
