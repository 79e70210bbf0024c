import { manageToken } from '../_shared/consultation-links.ts';
import { serviceClient } from '../_shared/database.ts';
import { RequestError, serveJson } from '../_shared/http.ts';
import { readFlatObject } from '../_shared/read-body.ts';
import { alertTeamAfterAnswer } from '../_shared/team-emails.ts';

const linkRefused =
  'This confirmation link is not valid: it was used already, or the request lapsed. Please book again if you still need a consultation.';
const codeRefused =
  'This code does not match a request awaiting confirmation for this e-mail, or the request lapsed. Check the e-mail and try again.';

/**
 * Confirms the visitor's e-mail for a held consultation (docs/consultations.md): `{ token }` from
 * the e-mail's link, or `{ email, code }` typed on the site. Both are single-use, a lapsed hold
 * cannot be confirmed, and wrong codes are counted per hold in the database. Answers the
 * appointment and the token of its self-service page.
 */
Deno.serve(
  // Visitors, with the apps' publishable key (docs/api-keys.md); the token or code proves the rest.
  serveJson('publishable', async (request) => {
    const { token, email, code, ...unknown } = await readFlatObject(request);
    if (Object.keys(unknown).length > 0) {
      throw new RequestError(400, `Unknown field: ${Object.keys(unknown).join(', ')}`);
    }
    const byLink = token !== undefined;
    if (byLink ? typeof token !== 'string' || email !== undefined || code !== undefined : false) {
      throw new RequestError(400, 'Send either the link’s token, or your e-mail and the code.');
    }
    if (!byLink && (typeof email !== 'string' || typeof code !== 'string')) {
      throw new RequestError(400, 'Send your e-mail address and the six-digit code.');
    }
    const { data, error } = await serviceClient().rpc(
      'confirm_consultation_email',
      byLink
        ? { link_token: String(token) }
        : { email: String(email).trim(), code: String(code).trim() },
    );
    if (error) throw new Error(`${error.code ?? ''} ${error.message}`);
    const [confirmed] = data ?? [];
    if (!confirmed) throw new RequestError(400, byLink ? linkRefused : codeRefused);
    // Now a lead: the team's new-lead e-mails were queued by the confirmation (docs/leads.md);
    // they go after the visitor's answer.
    alertTeamAfterAnswer(serviceClient(), confirmed.consultation_id);
    return {
      consultation: {
        scheduledFor: confirmed.scheduled_for,
        service: confirmed.service,
        fullName: confirmed.full_name,
      },
      manageToken: await manageToken(confirmed.consultation_id),
    };
  }),
);
