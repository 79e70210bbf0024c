import { FUNCTION_NAMES } from '@inzira/contract/functions.ts';
import { useSupabase, type DataClient } from '../client';
import { unwrap } from '../errors';
import { useQuery, useRevalidatingMutation } from '../swr';
import { leadKeys } from './keys';
import type { NeedsActionInbox } from './needs-action';

/** The inboxes whose leads have an owner: those that wait for the team (docs/leads.md). */
export type OwnedInbox = NeedsActionInbox;

export interface TeamMember {
  userId: string;
  email: string;
}

/** The members a lead can be assigned to: the administrators, by e-mail. */
export async function getTeamMembers(client: DataClient): Promise<TeamMember[]> {
  const rows = unwrap(await client.rpc('admin_team_members'));
  return rows.map((row) => ({ userId: row.user_id, email: row.email }));
}

export function useTeamMembers() {
  const client = useSupabase();
  return useQuery(leadKeys.team(), () => getTeamMembers(client));
}

/**
 * Asks `send-team-emails` to send what the database queued for the team, `lead`'s e-mails first
 * (an assignment's e-mail). Never throws: an e-mail not sent stays in the outbox and goes with the next call.
 */
export async function deliverTeamEmails(client: DataClient, lead?: string): Promise<void> {
  await client.functions
    .invoke(FUNCTION_NAMES.sendTeamEmails, { body: lead ? { lead } : {} })
    .catch(() => undefined);
}

/**
 * Gives the lead to a member (null: nobody). The database records it in the lead's timeline and
 * queues the assignee's e-mail, which is then sent.
 */
export async function assignLead(
  client: DataClient,
  inbox: OwnedInbox,
  id: string,
  assigneeId: string | null,
): Promise<void> {
  unwrap(await client.from(inbox).update({ assignee_id: assigneeId }).eq('id', id));
  await deliverTeamEmails(client, id);
}

export function useAssignLead(inbox: OwnedInbox) {
  return useRevalidatingMutation(assignLead, [inbox, 'lead_activity', 'dashboard']);
}
