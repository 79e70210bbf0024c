import { serviceClient } from '../_shared/database.ts';
import { requireMemberSession } from '../_shared/member-session.ts';
import { RequestError, serveJson } from '../_shared/http.ts';
import { readFlatObject } from '../_shared/read-body.ts';
import { afterAnswer } from '../_shared/after-answer.ts';
import { deliverTeamEmails } from '../_shared/team-emails.ts';
import { isUuid } from '../_shared/uuid.ts';

/**
 * Sends the queued e-mails to team members (assignments, new leads; docs/leads.md). The database
 * holds every recipient and every word: the request may only name a lead (`{ lead }`) whose
 * queued e-mails are sent before it answers, as the admin app does right after an assignment (the
 * others follow after the answer); anything else in it is ignored.
 */
Deno.serve(
  // A secret key (the scheduler) or a member's session (docs/api-keys.md).
  serveJson(['secret', 'user'], async (request, caller) => {
    await requireMemberSession(caller, 'Only administrators can send team e-mails.');
    const { lead } = await readFlatObject(request);
    if (lead !== undefined && !isUuid(lead)) {
      throw new RequestError(400, 'lead must be the id of a lead.');
    }
    const database = serviceClient();
    if (!lead) return { results: await deliverTeamEmails(database) };
    // The admin waits only for the lead's own e-mails; the rest go after the answer.
    const results = await deliverTeamEmails(database, { lead });
    afterAnswer(() => deliverTeamEmails(database));
    return { results };
  }),
);
