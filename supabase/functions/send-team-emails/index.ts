import { serviceClient } from '../_shared/database.ts';
import { requireMemberSession } from '../_shared/member-session.ts';
import { serveJson } from '../_shared/http.ts';
import { deliverTeamEmails } from '../_shared/team-emails.ts';

/**
 * Sends the queued e-mails to team members (assignments, new leads; docs/leads.md). It takes
 * nothing from the request: the database holds every recipient and every word.
 */
Deno.serve(
  // A secret key or a member's session (docs/api-keys.md).
  serveJson(['secret', 'user'], async (_request, caller) => {
    await requireMemberSession(caller, 'Only administrators can send team e-mails.');
    return { results: await deliverTeamEmails(serviceClient()) };
  }),
);
