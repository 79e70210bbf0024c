import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@inzira/contract/database.ts';
import { isSingleAddress, mailerFromEnv, type Mailer } from '../send-visitor-emails/smtp.ts';
import { afterAnswer } from './after-answer.ts';
import { adminBaseUrl, type TeamEmail } from './team-links.ts';
import { composeTeamMessage } from './team-message.ts';

export interface TeamEmailResult {
  id: string;
  status: 'sent' | 'failed';
  error?: string;
}

async function send(mailer: Mailer | null, email: TeamEmail, base: string): Promise<void> {
  if (!mailer) throw new Error('SMTP is not configured (set the SMTP_HOST secret).');
  if (!isSingleAddress(email.recipient))
    throw new Error('The member’s address cannot receive e-mail.');
  const message = composeTeamMessage(email, base);
  await mailer.transport.sendMail({
    from: mailer.from,
    to: email.recipient,
    envelope: { from: mailer.from.address, to: [email.recipient] },
    subject: message.subject,
    text: message.text,
    html: message.html,
  });
}

/** Sends one claimed batch and records each outcome before the next send. */
async function sendBatch(
  database: SupabaseClient<Database>,
  rows: TeamEmail[],
  results: TeamEmailResult[],
): Promise<void> {
  const mailer = mailerFromEnv();
  const base = adminBaseUrl();
  try {
    for (const row of rows) {
      const result = await send(mailer, row, base).then(
        (): TeamEmailResult => ({ id: row.id, status: 'sent' }),
        (error: unknown): TeamEmailResult => ({
          id: row.id,
          status: 'failed',
          error: (error instanceof Error ? error.message : String(error)).slice(0, 500),
        }),
      );
      const { error } = await database
        .from('team_emails')
        .update(
          result.status === 'sent'
            ? { status: 'sent', sent_at: new Date().toISOString(), last_error: null }
            : { status: 'failed', last_error: result.error ?? null },
        )
        .eq('id', row.id);
      if (error) throw new Error(error.message);
      results.push(result);
    }
  } finally {
    mailer?.transport.close();
  }
}

export interface DeliverOptions {
  /** Only this lead's e-mails (a new lead's alert goes before any backlog). */
  lead?: string;
  /** Stop claiming new batches after this long; what is left goes with the next call. */
  budgetMs?: number;
}

/**
 * Sends what the team outbox holds (docs/leads.md, "Alerts"), batch after batch until it is
 * empty or the time budget is spent, recording each outcome before the next send, as the
 * visitor e-mails do (docs/visitor-emails.md).
 */
export async function deliverTeamEmails(
  database: SupabaseClient<Database>,
  { lead, budgetMs = 20_000 }: DeliverOptions = {},
): Promise<TeamEmailResult[]> {
  const results: TeamEmailResult[] = [];
  const deadline = Date.now() + budgetMs;
  while (Date.now() < deadline) {
    const claimed = await database.rpc('claim_team_emails', lead ? { for_lead: lead } : {});
    if (claimed.error) throw new Error(claimed.error.message);
    const rows = claimed.data ?? [];
    if (rows.length === 0) break;
    await sendBatch(database, rows, results);
  }
  return results;
}

/**
 * After a new lead is stored: its own alerts first, then whatever else waits. Runs after the
 * visitor has their answer (see after-answer.ts); a failure is logged and the e-mails stay
 * queued for the scheduler's next send.
 */
export function alertTeamAfterAnswer(database: SupabaseClient<Database>, lead: string): void {
  afterAnswer(async () => {
    await deliverTeamEmails(database, { lead });
    await deliverTeamEmails(database);
  });
}
