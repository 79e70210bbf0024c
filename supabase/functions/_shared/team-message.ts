import { agency } from '@inzira/contract/agency.ts';
import type { Database } from '@inzira/contract/database.ts';
import { oneLine } from '../send-visitor-emails/message.ts';

export type TeamEmail = Database['public']['Tables']['team_emails']['Row'];

/** Where each inbox lives in the admin app (its `admin-screens` paths). */
const INBOX_PATHS: Record<string, { path: string; noun: string }> = {
  bookings: { path: 'bookings', noun: 'booking' },
  consultations: { path: 'consultations', noun: 'consultation' },
  partner_applications: { path: 'partner-applications', noun: 'partner application' },
  enrollments: { path: 'enrollments', noun: 'enrollment' },
};

/** The admin's address: the `ADMIN_URL` secret, the local admin app when unset. */
export function adminBaseUrl(): string {
  const configured = Deno.env.get('ADMIN_URL') ?? 'http://localhost:5174';
  return configured.replace(/\/+$/, '');
}

/** Straight to the lead: its inbox opens with the lead's view (`?id=`). */
export function leadLink(email: Pick<TeamEmail, 'inbox' | 'lead_id'>, base: string): string {
  const inbox = INBOX_PATHS[email.inbox];
  if (!inbox) throw new Error(`No admin page for the inbox ${email.inbox}.`);
  return `${base}/admin/${inbox.path}?id=${encodeURIComponent(email.lead_id)}`;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

export interface TeamMessage {
  subject: string;
  text: string;
  html: string;
}

/**
 * The e-mail a member gets: what happened, the lead's name and topic (a visitor's text, made
 * one line and escaped in HTML) and the link that opens the lead.
 */
export function composeTeamMessage(email: TeamEmail, base: string): TeamMessage {
  const inbox = INBOX_PATHS[email.inbox];
  if (!inbox) throw new Error(`No admin page for the inbox ${email.inbox}.`);
  const name = oneLine(email.lead_name);
  const topic = email.topic ? ` (${oneLine(email.topic)})` : '';
  const link = leadLink(email, base);
  const lead = `the ${inbox.noun} from ${name}${topic}`;
  const [subject, sentence] =
    email.kind === 'lead_assigned'
      ? [
          `Assigned to you: ${inbox.noun} from ${name}`,
          `${email.actor_email ? oneLine(email.actor_email) : 'A team member'} assigned you ${lead}.`,
        ]
      : [`New ${inbox.noun} from ${name}`, `A visitor sent ${lead}.`];
  return {
    subject,
    text: `${sentence}\n\nOpen it: ${link}\n\n${agency.name} back-office\n`,
    html:
      `<p>${escapeHtml(sentence)}</p>` +
      `<p><a href="${escapeHtml(link)}">Open the ${escapeHtml(inbox.noun)}</a></p>` +
      `<p>${escapeHtml(agency.name)} back-office</p>`,
  };
}
