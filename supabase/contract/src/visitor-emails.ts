import type { Database } from './database.types.ts';

/**
 * Each e-mail a lead's change sends its visitor (docs/visitor-emails.md). The outbox's SQL check
 * constraint repeats the list; a test reads it and fails when the two differ.
 */
export const EMAIL_KINDS = [
  'consultation_verification',
  'consultation_confirmed',
  'consultation_rescheduled',
  'consultation_cancelled',
  'consultation_reminder_day',
  'consultation_reminder_hour',
  'booking_confirmed',
  'booking_cancelled',
  'partner_application_accepted',
  'partner_application_rejected',
  'enrollment_received',
  'enrollment_paid',
  'registration_confirmed',
] as const;

export type EmailKind = (typeof EMAIL_KINDS)[number];

/** Where an outbox e-mail stands; the SQL check constraint is tested against this list. */
export const EMAIL_STATUSES = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;

export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/**
 * Sent whatever the settings say: without it a visitor could never confirm their request
 * (docs/consultations.md), so Settings offers no switch for it.
 */
export const ALWAYS_SENT_EMAIL_KIND = 'consultation_verification' satisfies EmailKind;

export const isEmailKind = (kind: string): kind is EmailKind =>
  EMAIL_KINDS.some((known) => known === kind);

/** One e-mail as `claim_visitor_emails` hands it to the sender. */
export type OutboxRow = Database['public']['Functions']['claim_visitor_emails']['Returns'][number];
