import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { agency } from '@inzira/contract/agency.ts';
import type { QueuedEmail } from './queued-email.ts';

const consultationMinutes = 60;

/** The e-mails that change the calendar entry; the verification and reminders carry none. */
const invitationKinds = new Set<QueuedEmail['kind']>([
  'consultation_confirmed',
  'consultation_rescheduled',
  'consultation_cancelled',
]);

export interface CalendarInvite {
  method: 'REQUEST' | 'CANCEL';
  content: string;
}

/**
 * The consultation as an iTIP invitation (RFC 5546) that Google, Outlook and Apple calendars
 * accept: METHOD:REQUEST to add or move it, METHOD:CANCEL with STATUS:CANCELLED to remove it.
 * The UID is the consultation's, so every update replaces the same calendar entry, and the
 * SEQUENCE grows with each e-mail of that consultation so the newest wins.
 */
export function consultationInvite(
  row: QueuedEmail,
  organizer: { name: string; address: string },
): CalendarInvite | null {
  if (!row.consultation_id || !row.scheduled_for || !invitationKinds.has(row.kind)) return null;
  const isCancel = row.kind === 'consultation_cancelled';
  const method = isCancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const start = new Date(row.scheduled_for);
  const calendar = ical({
    method,
    prodId: { company: agency.name, product: 'Consultations', language: 'EN' },
  });
  calendar.createEvent({
    id: `consultation-${row.consultation_id}@${organizer.address.split('@')[1] ?? 'inzira'}`,
    sequence: row.calendar_sequence,
    start,
    end: new Date(start.getTime() + consultationMinutes * 60_000),
    summary: `${row.topic ?? 'Consultation'} consultation with ${agency.name}`,
    description: `Your consultation with ${agency.name}. Questions: ${agency.email}, ${agency.phones[0] ?? ''}`,
    location: agency.address,
    status: isCancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: organizer.name, email: organizer.address },
    attendees: [{ name: row.recipient_name, email: row.recipient, rsvp: !isCancel }],
  });
  return { method: isCancel ? 'CANCEL' : 'REQUEST', content: calendar.toString() };
}
