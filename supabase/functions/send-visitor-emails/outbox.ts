import { agency } from '@inzira/contract/agency.ts';
import { isEmailKind, type OutboxRow } from '@inzira/contract/visitor-emails.ts';
import { afterAnswer } from '../_shared/after-answer.ts';
import { manageUrl } from '../_shared/consultation-links.ts';
import type { serviceClient } from '../_shared/database.ts';
import { consultationInvite } from './calendar-invite.ts';
import { composeMessage, oneLine, type MessageLinks } from './message.ts';
import type { QueuedEmail } from './queued-email.ts';
import { isSingleAddress, mailerFromEnv, type Mailer } from './smtp.ts';

type Database = ReturnType<typeof serviceClient>;

export interface SendResult {
  id: string;
  status: 'sent' | 'failed';
  error?: string;
}

/**
 * Every consultation e-mail carries the signed self-service link (docs/consultations.md); the
 * verification e-mail also carries its confirmation link and code, given by the request that made
 * the hold, the only place they exist.
 */
async function linksOf(row: OutboxRow, extra: MessageLinks): Promise<MessageLinks> {
  if (!row.consultation_id || row.kind === 'consultation_cancelled') return extra;
  return { ...extra, manage: await manageUrl(row.consultation_id) };
}

async function send(mailer: Mailer | null, row: OutboxRow, extra: MessageLinks): Promise<void> {
  if (!mailer) throw new Error('SMTP is not configured (set the SMTP_HOST secret).');
  if (!isEmailKind(row.kind)) throw new Error(`No wording for e-mails of kind ${row.kind}.`);
  if (!isSingleAddress(row.recipient))
    throw new Error('The visitor’s address cannot receive e-mail.');
  const visitor: QueuedEmail = {
    ...row,
    kind: row.kind,
    recipient_name: oneLine(row.recipient_name),
  };
  const message = composeMessage(visitor, await linksOf(row, extra));
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
 * Sends claimed outbox rows one by one and records each outcome before the next send, so a crash
 * never re-sends what went out.
 */
export async function sendClaimed(
  database: Database,
  rows: OutboxRow[],
  extra: MessageLinks = {},
): Promise<SendResult[]> {
  const mailer = mailerFromEnv();
  const results: SendResult[] = [];
  try {
    for (const row of rows) {
      const result: SendResult = await send(mailer, row, extra).then(
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
  } finally {
    mailer?.transport.close();
  }
  return results;
}

/** Claims what is queued (and the failed rows asked for again) and sends it. */
export async function sendQueued(
  database: Database,
  retryIds: string[] = [],
): Promise<SendResult[]> {
  const claimed = await database.rpc('claim_visitor_emails', { retry_ids: retryIds });
  if (claimed.error) throw new Error(claimed.error.message);
  return await sendClaimed(database, claimed.data ?? []);
}

/**
 * After a visitor's enrollment or registration, or Stripe's payment, is stored with its e-mail
 * queued: sends what is queued once the caller has its answer (see after-answer.ts). One not
 * sent stays queued (or failed, with its reason) for the next send or an administrator's Retry.
 */
export function sendQueuedAfterAnswer(database: Database): void {
  afterAnswer(() => sendQueued(database));
}
