import { isEmailKind, type OutboxRow } from '@inzira/contract/visitor-emails.ts';
import type { Caller } from '../_shared/caller.ts';
import { serviceClient, sessionClient } from '../_shared/database.ts';
import { RequestError, serveJson } from '../_shared/http.ts';
import { readFlatObject } from '../_shared/read-body.ts';
import { agency } from '@inzira/contract/agency.ts';
import { consultationInvite } from './calendar-invite.ts';
import { composeMessage, oneLine } from './message.ts';
import type { QueuedEmail } from './queued-email.ts';
import { isSingleAddress, mailerFromEnv, type Mailer } from './smtp.ts';

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

async function send(mailer: Mailer | null, row: OutboxRow): Promise<void> {
  if (!mailer) throw new Error('SMTP is not configured (set the SMTP_HOST secret).');
  if (!isEmailKind(row.kind)) throw new Error(`No wording for e-mails of kind ${row.kind}.`);
  if (!isSingleAddress(row.recipient))
    throw new Error('The visitor’s address cannot receive e-mail.');
  const visitor: QueuedEmail = {
    ...row,
    kind: row.kind,
    recipient_name: oneLine(row.recipient_name),
  };
  const message = composeMessage(visitor);
  const invite = consultationInvite(visitor, mailer.from);
  await mailer.transport.sendMail({
    from: mailer.from,
    to: { name: visitor.recipient_name, address: row.recipient },
    // The envelope is stated, not derived from headers: exactly one recipient.
    envelope: { from: mailer.from.address, to: [row.recipient] },
    // Replies reach the agency's inbox even when the sender is a no-reply address.
    replyTo: agency.email,
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(invite
      ? { icalEvent: { method: invite.method, filename: 'invite.ics', content: invite.content } }
      : {}),
  });
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
    const database = serviceClient();
    const claimed = await database.rpc('claim_visitor_emails', { retry_ids: retry ? [retry] : [] });
    if (claimed.error) throw new Error(claimed.error.message);
    const mailer = mailerFromEnv();
    const results: { id: string; status: 'sent' | 'failed'; error?: string }[] = [];
    for (const row of claimed.data ?? []) {
      // Each outcome is recorded before the next send, so a crash never re-sends what went out.
      const result = await send(mailer, row).then(
        () => ({ id: row.id, status: 'sent' as const }),
        (error: unknown) => ({
          id: row.id,
          status: 'failed' as const,
          error: (error instanceof Error ? error.message : String(error)).slice(0, 500),
        }),
      );
      const { error } = await database
        .from('visitor_emails')
        .update(
          result.status === 'sent'
            ? { status: 'sent', sent_at: new Date().toISOString(), last_error: null }
            : { status: 'failed', last_error: result.error },
        )
        .eq('id', row.id);
      if (error) throw new Error(error.message);
      results.push(result);
    }
    mailer?.transport.close();
    return { results };
  }),
);
