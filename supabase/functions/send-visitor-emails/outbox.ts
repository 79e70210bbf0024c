/** One queued e-mail as the outbox holds it (supabase/migrations/*_visitor_emails.sql). */
export interface OutboxRow {
  id: string;
  kind: EmailKind;
  booking_id: string | null;
  consultation_id: string | null;
  partner_application_id: string | null;
  recipient: string;
  recipient_name: string;
  topic: string | null;
  scheduled_for: string | null;
  calendar_sequence: number;
}

export type EmailKind =
  | 'consultation_confirmed'
  | 'consultation_rescheduled'
  | 'consultation_cancelled'
  | 'booking_confirmed'
  | 'booking_cancelled'
  | 'partner_application_accepted'
  | 'partner_application_rejected';
