import type { Caller } from '../_shared/caller.ts';
import { serviceClient, sessionClient } from '../_shared/database.ts';
import { RequestError, serveJson } from '../_shared/http.ts';
import { deliverTeamEmails } from '../_shared/team-emails.ts';

/** A secret key (a scheduled job) may send; a session only if it is a member's. */
async function requireMember(caller: Caller): Promise<void> {
  if (caller.authMode !== 'user') return;
  const { data, error } = await sessionClient(caller.token ?? '').rpc('is_admin');
  if (error || data !== true)
    throw new RequestError(403, 'Only administrators can send team e-mails.');
}

/**
 * Sends the queued e-mails to team members (assignments, new leads; docs/leads.md). It takes
 * nothing from the request: the database holds every recipient and every word.
 */
Deno.serve(
  // A secret key or a member's session (docs/api-keys.md).
  serveJson(['secret', 'user'], async (_request, caller) => {
    await requireMember(caller);
    return { results: await deliverTeamEmails(serviceClient()) };
  }),
);
