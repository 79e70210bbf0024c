import { FunctionsHttpError } from '@supabase/functions-js';
import { useSupabase, type DataClient } from '../client';
import type { Tables } from '@inzira/contract/database.types.ts';
import { unwrap } from '../errors';
import { LEAD_COLUMNS, type Inbox } from '../leads';
import { useQuery, useRevalidatingMutation } from '../swr';
import { FUNCTION_NAMES } from '@inzira/contract/functions.ts';
import {
  ALWAYS_SENT_EMAIL_KIND,
  EMAIL_KINDS,
  isEmailKind,
  type EmailKind,
} from '@inzira/contract/visitor-emails.ts';

export type VisitorEmail = Tables<'visitor_emails'>;
export type VisitorEmailSetting = Tables<'visitor_email_settings'>;

/**
 * The leads that e-mail the visitor: on a team member's change, and enrollments and registrations
 * also when they arrive (docs/visitor-emails.md). Every inbox does now.
 */
export type EmailingInbox = Inbox;
export const isEmailingInbox = (inbox: Inbox): inbox is EmailingInbox => inbox in LEAD_COLUMNS;

/** How the lead's history and the Settings switches name each kind of e-mail. */
const emailWording: Record<EmailKind, { title: string; detail: string }> = {
  consultation_verification: {
    title: 'Confirm your e-mail',
    detail: 'The link and code that turn a hold into a request',
  },
  consultation_confirmed: {
    title: 'Consultation confirmed',
    detail: 'With a calendar invitation',
  },
  consultation_rescheduled: {
    title: 'Consultation rescheduled',
    detail: 'The invitation moves in the visitor’s calendar',
  },
  consultation_cancelled: {
    title: 'Consultation cancelled',
    detail: 'The invitation is removed from the visitor’s calendar',
  },
  consultation_reminder_day: {
    title: 'Reminder the day before',
    detail: 'For a confirmed consultation, 24 hours ahead',
  },
  consultation_reminder_hour: {
    title: 'Reminder an hour before',
    detail: 'A short note an hour ahead',
  },
  booking_confirmed: { title: 'Booking confirmed', detail: 'We will be in touch' },
  booking_cancelled: { title: 'Booking cancelled', detail: 'Invites a reply' },
  partner_application_accepted: {
    title: 'Partner application accepted',
    detail: 'Welcomes the partner',
  },
  partner_application_rejected: {
    title: 'Partner application rejected',
    detail: 'A polite refusal',
  },
  enrollment_received: {
    title: 'Enrollment received',
    detail: 'The course, its fee and how payment works',
  },
  enrollment_paid: {
    title: 'Payment received',
    detail: 'When Stripe reports the enrollment paid',
  },
  registration_confirmed: {
    title: 'Registration confirmed',
    detail: 'With a calendar invitation for the event',
  },
};

/**
 * Each kind of e-mail an administrator can switch, in the contract's order, with its title and
 * detail (the verification e-mail is always sent).
 */
export const VISITOR_EMAIL_KINDS = EMAIL_KINDS.filter(
  (kind) => kind !== ALWAYS_SENT_EMAIL_KIND,
).map((kind) => ({ kind, ...emailWording[kind] }));

export const visitorEmailTitle = (kind: string): string =>
  isEmailKind(kind) ? emailWording[kind].title : kind;

export const visitorEmailKeys = {
  ofLead: (inbox: EmailingInbox, id: string) => ['visitor_emails', inbox, id] as const,
  settings: () => ['visitor_emails', 'settings'] as const,
  failed: () => ['visitor_emails', 'failed'] as const,
};

/** A lead's e-mails to the visitor, newest first. */
export async function getLeadEmails(
  client: DataClient,
  inbox: EmailingInbox,
  id: string,
): Promise<VisitorEmail[]> {
  return unwrap(
    await client
      .from('visitor_emails')
      .select('*')
      .eq(LEAD_COLUMNS[inbox], id)
      .order('created_at', { ascending: false }),
  );
}

export function useLeadEmails(inbox: EmailingInbox, id: string | null) {
  const client = useSupabase();
  return useQuery(id ? visitorEmailKeys.ofLead(inbox, id) : null, ([, table, leadId]) =>
    getLeadEmails(client, table, leadId),
  );
}

/** The e-mails that could not be sent, newest first (the 50 latest). */
export async function getFailedVisitorEmails(client: DataClient): Promise<VisitorEmail[]> {
  return unwrap(
    await client
      .from('visitor_emails')
      .select('*')
      .eq('status', 'failed')
      .order('created_at', { ascending: false })
      .limit(50),
  );
}

export function useFailedVisitorEmails() {
  const client = useSupabase();
  return useQuery(visitorEmailKeys.failed(), () => getFailedVisitorEmails(client));
}

interface SendAnswer {
  results?: { id: string; status: string; error?: string }[];
}

/**
 * Sends a failed e-mail again (and anything still queued). Throws the function's refusal, or
 * why the e-mail failed again.
 */
export async function retryVisitorEmail(client: DataClient, id: string): Promise<void> {
  const { data, error } = await client.functions.invoke<SendAnswer>(
    FUNCTION_NAMES.sendVisitorEmails,
    {
      body: { retry: id },
    },
  );
  if (error instanceof FunctionsHttpError) {
    const answer = (await (error.context as Response).json().catch(() => null)) as {
      error?: unknown;
    } | null;
    throw new Error(
      typeof answer?.error === 'string' ? answer.error : 'Could not send the e-mail.',
    );
  }
  if (error) throw new Error('Could not reach the e-mail service. Please try again.');
  const outcome = data?.results?.find((result) => result.id === id);
  if (outcome?.status === 'failed') {
    throw new Error(`The e-mail could not be sent: ${outcome.error ?? 'unknown error'}`);
  }
}

export function useRetryVisitorEmail() {
  return useRevalidatingMutation(retryVisitorEmail, ['visitor_emails']);
}

export async function getVisitorEmailSettings(client: DataClient): Promise<VisitorEmailSetting[]> {
  return unwrap(await client.from('visitor_email_settings').select('*'));
}

export function useVisitorEmailSettings() {
  const client = useSupabase();
  return useQuery(visitorEmailKeys.settings(), () => getVisitorEmailSettings(client));
}

/** Switches one kind of e-mail on or off; switched off, its changes are recorded as skipped. */
export async function setVisitorEmailEnabled(
  client: DataClient,
  kind: string,
  enabled: boolean,
): Promise<void> {
  const rows = unwrap(
    await client.from('visitor_email_settings').update({ enabled }).eq('kind', kind).select('kind'),
  );
  if (rows.length !== 1) throw new Error('Only administrators can change e-mail settings.');
}

export function useSetVisitorEmailEnabled() {
  return useRevalidatingMutation(setVisitorEmailEnabled, ['visitor_emails']);
}
