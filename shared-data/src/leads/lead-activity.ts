import { useSupabase, type DataClient } from '../client';
import type { Tables, TablesInsert } from '@inzira/contract/database.types.ts';
import { unwrap } from '../errors';
import { useQuery, useRevalidatingMutation } from '../swr';
import { INBOX_REFRESH_MS } from './inbox-reads';
import { LEAD_COLUMNS, type Inbox } from './inboxes';
import { leadKeys } from './keys';

export type LeadActivity = Tables<'lead_activity'>;

/** A lead's timeline, oldest first: status changes (with who and when) and internal notes. */
export async function getLeadActivity(
  client: DataClient,
  inbox: Inbox,
  id: string,
): Promise<LeadActivity[]> {
  return unwrap(
    await client
      .from('lead_activity')
      .select('*')
      .eq(LEAD_COLUMNS[inbox], id)
      .order('created_at', { ascending: true })
      .order('id', { ascending: true }),
  );
}

/** Adds an internal note; the author and time are set by the database from the session. */
export async function addLeadNote(
  client: DataClient,
  inbox: Inbox,
  id: string,
  body: string,
): Promise<void> {
  const text = body.trim();
  if (!text) throw new Error('Write a note first.');
  if (text.length > 5000) throw new Error('A note may have at most 5000 characters.');
  const note: TablesInsert<'lead_activity'> = { kind: 'note', body: text };
  note[LEAD_COLUMNS[inbox]] = id;
  unwrap(await client.from('lead_activity').insert(note));
}

/** Polled like the inboxes: a status set by the system (a Stripe payment) joins the timeline. */
export function useLeadActivity(inbox: Inbox, id: string | null) {
  const client = useSupabase();
  return useQuery(
    id ? leadKeys.activity(inbox, id) : null,
    ([, table, leadId]) => getLeadActivity(client, table, leadId),
    { refreshInterval: INBOX_REFRESH_MS },
  );
}

export function useAddLeadNote() {
  // A note is an act: the needs-action counts (a dashboard key) change with it.
  return useRevalidatingMutation(addLeadNote, ['lead_activity', 'dashboard']);
}
