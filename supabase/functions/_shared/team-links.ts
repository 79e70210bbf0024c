import type { Database } from '@inzira/contract/database.ts';

// What every e-mail to the team shares: the row, the message, the links into the admin app.

export type TeamEmail = Database['public']['Tables']['team_emails']['Row'];

/** Where each inbox lives in the admin app (its `admin-screens` paths). */
export const INBOX_PATHS: Record<string, { path: string; noun: string }> = {
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
export function leadLink(email: { inbox: string; lead_id: string }, base: string): string {
  const inbox = INBOX_PATHS[email.inbox];
  if (!inbox) throw new Error(`No admin page for the inbox ${email.inbox}.`);
  return `${base}/admin/${inbox.path}?id=${encodeURIComponent(email.lead_id)}`;
}

export const escapeHtml = (text: string) =>
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
