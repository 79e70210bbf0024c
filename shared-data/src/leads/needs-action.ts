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

/**
 * The counts, and of those the leads waiting longer than the team's threshold in working time
 * (docs/leads.md, "Waiting too long"): `waitingCutoff` is the instant before which a lead still
 * waiting is late, as the database computed it, so every inbox marks its rows the same way.
 */
export type NeedsActionSummary = NeedsActionCounts & {
  waitingTooLong: NeedsActionCounts;
  waitingCutoff: string | null;
};

const asRecord = (json: Json | undefined) =>
  typeof json === 'object' && json !== null && !Array.isArray(json) ? json : {};

function parseCounts(json: Json | undefined): NeedsActionCounts {
  const record = asRecord(json);
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

export function parseNeedsActionCounts(json: Json): NeedsActionSummary {
  const record = asRecord(json);
  const cutoff = record.waiting_cutoff;
  return {
    ...parseCounts(json),
    waitingTooLong: parseCounts(record.waiting_too_long),
    waitingCutoff: typeof cutoff === 'string' && !Number.isNaN(Date.parse(cutoff)) ? cutoff : null,
  };
}

/**
 * Whether a row is a lead still waiting for its first act that arrived before the cutoff. A row
 * without a first-action column is no such lead; a consultation whose visitor has not confirmed
 * their e-mail is a hold, not a lead (docs/consultations.md).
 */
export function isWaitingTooLong(cutoff: string | null | undefined, row: object): boolean {
  if (!cutoff) return false;
  const value = (key: string): unknown => (key in row ? Reflect.get(row, key) : undefined);
  const createdAt = value('created_at');
  return (
    value('first_action_at') === null &&
    value('email_verified_at') !== null &&
    typeof createdAt === 'string' &&
    Date.parse(createdAt) < Date.parse(cutoff)
  );
}

/** Leads nobody on the team has acted on yet, per inbox: the same for every administrator. */
export async function getNeedsActionCounts(client: DataClient): Promise<NeedsActionSummary> {
  return parseNeedsActionCounts(unwrap(await client.rpc('admin_needs_action_counts')));
}

/** Polled like the unread counts (docs/back-office.md, "What's new"). */
export function useNeedsActionCounts() {
  const client = useSupabase();
  return useQuery(leadKeys.needsAction(), () => getNeedsActionCounts(client), {
    refreshInterval: INBOX_REFRESH_MS,
  });
}
