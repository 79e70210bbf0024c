import type { Caller } from '../_shared/caller.ts';
import { serviceClient, sessionClient } from '../_shared/database.ts';
import { RequestError, serveJson } from '../_shared/http.ts';
import { readFlatObject } from '../_shared/read-body.ts';
import { sendQueued } from './outbox.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A secret key (a server, a scheduled job) may send; a session only if it is an
 * administrator's: the caller's own session asks the database.
 */
async function requireAdmin(caller: Caller): Promise<void> {
  if (caller.authMode !== 'user') return;
  const { data, error } = await sessionClient(caller.token ?? '').rpc('is_admin');
  if (error || data !== true) {
    throw new RequestError(403, 'Only administrators can send visitor e-mails.');
  }
}

/**
 * Sends the queued visitor e-mails (docs/visitor-emails.md) and records each outcome; with
 * `{ "retry": "<id>" }` it also sends that failed e-mail again. Answers what happened to each.
 */
Deno.serve(
  // A secret key or an administrator's session (docs/api-keys.md).
  serveJson(['secret', 'user'], async (request, caller) => {
    await requireAdmin(caller);
    const { retry, ...unknown } = await readFlatObject(request);
    if (Object.keys(unknown).length > 0) {
      throw new RequestError(400, `Unknown field: ${Object.keys(unknown).join(', ')}`);
    }
    if (retry !== undefined && (typeof retry !== 'string' || !uuidPattern.test(retry))) {
      throw new RequestError(400, 'retry must be the id of an e-mail.');
    }
    return { results: await sendQueued(serviceClient(), retry ? [retry] : []) };
  }),
);
