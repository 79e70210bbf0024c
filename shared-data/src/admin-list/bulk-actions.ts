import type { DataClient } from '../client';
import { unwrap } from '../errors';
import {
  APPLICATION_STATUSES,
  BOOKING_STATUSES,
  PAYMENT_STATUSES,
  SUBMISSION_STATUSES,
} from '../forms/statuses';
import type { AdminResource } from './resources';

/** The table a list writes to (the events list reads a view with the registration counts). */
const writeTable = (resource: AdminResource) => (resource === 'events' ? 'events' : resource);

/** Deletes rows in one statement; the database keeps them (and what they took along) for Undo. */
export async function deleteRows(
  client: DataClient,
  resource: AdminResource,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  unwrap(await client.from(writeTable(resource)).delete().in('id', ids));
}

/**
 * Undo: restores the row deleted with this id, with the same id and every row its delete took
 * along (a bulk delete's other rows, an event's registrations, a lead's notes).
 */
export async function restoreDeleted(
  client: DataClient,
  resource: AdminResource,
  id: string,
): Promise<void> {
  unwrap(
    await client.rpc('admin_restore_deleted', { table_name: writeTable(resource), row_id: id }),
  );
}

/** The statuses of each list that has one, in the order the menus offer them. */
export const STATUSES_OF = {
  bookings: BOOKING_STATUSES,
  consultations: SUBMISSION_STATUSES,
  partner_applications: APPLICATION_STATUSES,
  enrollments: PAYMENT_STATUSES,
} as const;
export type StatusResource = keyof typeof STATUSES_OF;

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  values.some((item) => item === value);

/**
 * Sets the status of one or more rows in one statement; the database records each transition
 * with who made it. An unknown status is refused before anything is sent.
 */
export async function setRowsStatus(
  client: DataClient,
  resource: StatusResource,
  ids: readonly string[],
  status: string,
): Promise<void> {
  if (ids.length === 0) return;
  const refuse = () => new Error(`"${status}" is not a status of this list.`);
  switch (resource) {
    case 'bookings':
      if (!isOneOf(BOOKING_STATUSES, status)) throw refuse();
      unwrap(await client.from('bookings').update({ status }).in('id', ids));
      return;
    case 'consultations':
      if (!isOneOf(SUBMISSION_STATUSES, status)) throw refuse();
      unwrap(await client.from('consultations').update({ status }).in('id', ids));
      return;
    case 'partner_applications':
      if (!isOneOf(APPLICATION_STATUSES, status)) throw refuse();
      unwrap(await client.from('partner_applications').update({ status }).in('id', ids));
      return;
    case 'enrollments':
      if (!isOneOf(PAYMENT_STATUSES, status)) throw refuse();
      unwrap(await client.from('enrollments').update({ payment_status: status }).in('id', ids));
      return;
  }
}

export const isStatusResource = (resource: string): resource is StatusResource =>
  resource in STATUSES_OF;
