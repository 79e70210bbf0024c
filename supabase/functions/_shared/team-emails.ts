import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@inzira/contract/database.ts';
import { isSingleAddress, mailerFromEnv, type Mailer } from '../send-visitor-emails/smtp.ts';
import { adminBaseUrl, composeTeamMessage, type TeamEmail } from './team-message.ts';

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

/**
 * Sends what the team outbox holds (docs/leads.md, "Alerts") and records each outcome before the
 * next send, as the visitor e-mails do (docs/visitor-emails.md).
 */
export async function deliverTeamEmails(
  database: SupabaseClient<Database>,
): Promise<TeamEmailResult[]> {
  const claimed = await database.rpc('claim_team_emails');
  if (claimed.error) throw new Error(claimed.error.message);
  const rows = claimed.data ?? [];
  if (rows.length === 0) return [];
  const mailer = mailerFromEnv();
  const base = adminBaseUrl();
  const results: TeamEmailResult[] = [];
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
  mailer?.transport.close();
  return results;
}
