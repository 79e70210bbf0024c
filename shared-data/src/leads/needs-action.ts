import type { Json } from '@inzira/contract/database.types.ts';
import { useSupabase, type DataClient } from '../client';
import { unwrap } from '../errors';
import { useQuery } from '../swr';
import { INBOX_REFRESH_MS } from './inbox-reads';
import type { Inbox } from './inboxes';
import { leadKeys } from './keys';

/**
 * The inboxes whose leads wait for a team member's act (docs/leads.md, "Needs action"). Event
 * registrations have no status and nothing to answer, so they only get the "new" marker.
 */
export const NEEDS_ACTION_INBOXES = [
  'bookings',
  'consultations',
  'partner_applications',
  'enrollments',
] as const satisfies readonly Inbox[];
export type NeedsActionInbox = (typeof NEEDS_ACTION_INBOXES)[number];

export const hasNeedsAction = (inbox: string): inbox is NeedsActionInbox =>
  NEEDS_ACTION_INBOXES.some((each) => each === inbox);

export type NeedsActionCounts = Record<NeedsActionInbox, number>;

export function parseNeedsActionCounts(json: Json): NeedsActionCounts {
  const record = typeof json === 'object' && json !== null && !Array.isArray(json) ? json : {};
  const count = (inbox: NeedsActionInbox) => {
    const value = Number(record[inbox] ?? 0);
    return Number.isFinite(value) ? value : 0;
  };
  return {
    bookings: count('bookings'),
    consultations: count('consultations'),
    partner_applications: count('partner_applications'),
    enrollments: count('enrollments'),
  };
}

/** Leads nobody on the team has acted on yet, per inbox: the same for every administrator. */
export async function getNeedsActionCounts(client: DataClient): Promise<NeedsActionCounts> {
  return parseNeedsActionCounts(unwrap(await client.rpc('admin_needs_action_counts')));
}

/** Polled like the unread counts (docs/back-office.md, "What's new"). */
export function useNeedsActionCounts() {
  const client = useSupabase();
  return useQuery(leadKeys.needsAction(), () => getNeedsActionCounts(client), {
    refreshInterval: INBOX_REFRESH_MS,
  });
}
