import { serviceClient } from '../_shared/database.ts';
import { requireMemberSession } from '../_shared/member-session.ts';
import { RequestError, serveJson } from '../_shared/http.ts';
import { readFlatObject } from '../_shared/read-body.ts';
import { sendQueued } from './outbox.ts';
import { isUuid } from '../_shared/uuid.ts';

/**
 * Sends the queued visitor e-mails (docs/visitor-emails.md) and records each outcome; with
 * `{ "retry": "<id>" }` it also sends that failed e-mail again. Answers what happened to each.
 */
Deno.serve(
  // A secret key or an administrator's session (docs/api-keys.md).
  serveJson(['secret', 'user'], async (request, caller) => {
    await requireMemberSession(caller, 'Only administrators can send visitor e-mails.');
    const { retry, ...unknown } = await readFlatObject(request);
    if (Object.keys(unknown).length > 0) {
      throw new RequestError(400, `Unknown field: ${Object.keys(unknown).join(', ')}`);
    }
    if (retry !== undefined && !isUuid(retry)) {
      throw new RequestError(400, 'retry must be the id of an e-mail.');
    }
    return { results: await sendQueued(serviceClient(), retry ? [retry] : []) };
  }),
);
