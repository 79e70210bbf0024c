import { agency } from '@inzira/contract/agency.ts';
import { oneLine } from '../send-visitor-emails/message.ts';
import { composeDigest } from './team-digest.ts';
import {
  escapeHtml,
  INBOX_PATHS,
  leadLink,
  type TeamEmail,
  type TeamMessage,
} from './team-links.ts';

/**
 * The e-mail a member gets (a daily digest is composed in team-digest.ts): what happened, the
 * lead's name and topic (a visitor's text, made one line and escaped in HTML) and the link that
 * opens the lead.
 */
export function composeTeamMessage(email: TeamEmail, base: string): TeamMessage {
  if (email.kind === 'daily_digest') return composeDigest(email, base);
  const { inbox: inboxName, lead_id, lead_name } = email;
  const inbox = inboxName ? INBOX_PATHS[inboxName] : undefined;
  if (!inboxName || !inbox || !lead_id || !lead_name)
    throw new Error(`No admin page for the inbox ${inboxName}.`);
  const name = oneLine(lead_name);
  const topic = email.topic ? ` (${oneLine(email.topic)})` : '';
  const link = leadLink({ inbox: inboxName, lead_id }, base);
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
