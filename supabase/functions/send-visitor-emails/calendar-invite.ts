import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { agency, AGENCY_TIME_ZONE } from '@inzira/contract/agency.ts';
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
  if (row.kind === 'registration_confirmed') return eventInvite(row, organizer);
  if (!row.consultation_id || !row.scheduled_for || !invitationKinds.has(row.kind)) return null;
  const isCancel = row.kind === 'consultation_cancelled';
  const method = isCancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const start = new Date(row.scheduled_for);
  const words = inviteWords(row);
  const calendar = ical({
    method,
    prodId: { company: agency.name, product: 'Consultations', language: words.language },
  });
  calendar.createEvent({
    id: `consultation-${row.consultation_id}@${organizer.address.split('@')[1] ?? 'inzira'}`,
    sequence: row.calendar_sequence,
    start,
    end: new Date(start.getTime() + consultationMinutes * 60_000),
    summary: words.consultation,
    description: words.consultationNote,
    location: agency.address,
    status: isCancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: organizer.name, email: organizer.address },
    attendees: [{ name: row.recipient_name, email: row.recipient, rsvp: !isCancel }],
  });
  return { method: isCancel ? 'CANCEL' : 'REQUEST', content: calendar.toString() };
}

/** The invitation's own words in the lead's language (docs/languages.md), English by default. */
function inviteWords(row: QueuedEmail) {
  const contact = `${agency.email}, ${agency.phones[0] ?? ''}`;
  const topic = row.topic ?? '';
  switch (row.locale) {
    case 'rw':
      return {
        language: 'RW',
        consultation: `Inama kuri ${topic} na ${agency.name}`,
        consultationNote: `Inama yawe na ${agency.name}. Ibibazo: ${contact}`,
        event: row.topic ?? `Igikorwa cya ${agency.name}`,
        eventNote: `Kwiyandikisha kwawe muri ${agency.name}. Ibibazo: ${contact}`,
      };
    case 'fr':
      return {
        language: 'FR',
        consultation: `Consultation ${topic} avec ${agency.name}`,
        consultationNote: `Votre consultation avec ${agency.name}. Questions : ${contact}`,
        event: row.topic ?? `Événement avec ${agency.name}`,
        eventNote: `Votre inscription auprès de ${agency.name}. Questions : ${contact}`,
      };
    default:
      return {
        language: 'EN',
        consultation: `${row.topic ?? 'Consultation'} consultation with ${agency.name}`,
        consultationNote: `Your consultation with ${agency.name}. Questions: ${contact}`,
        event: row.topic ?? `Event with ${agency.name}`,
        eventNote: `Your registration with ${agency.name}. Questions: ${contact}`,
      };
  }
}

/**
 * Kigali keeps Central Africa Time all year (UTC+2, no daylight saving), so its VTIMEZONE is one
 * STANDARD rule; calendar clients need it to read the event's TZID times.
 */
const kigaliTimezone = [
  'BEGIN:VTIMEZONE',
  `TZID:${AGENCY_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0200',
  'TZNAME:CAT',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** Kigali wall-clock time, which ical-generator writes as given after `TZID=Africa/Kigali`. */
const kigaliWallClock = (iso: string) =>
  format(new TZDate(Date.parse(iso), AGENCY_TIME_ZONE), "yyyy-MM-dd'T'HH:mm:ss");

/**
 * An event registration as an invitation: the event's dates in Kigali time and its venue. The
 * UID is the registration's, so a second e-mail for it would update the same entry.
 */
function eventInvite(
  row: QueuedEmail,
  organizer: { name: string; address: string },
): CalendarInvite | null {
  if (!row.participant_id || !row.scheduled_for) return null;
  const words = inviteWords(row);
  const calendar = ical({
    method: ICalCalendarMethod.REQUEST,
    prodId: { company: agency.name, product: 'Events', language: words.language },
  });
  calendar.timezone({ name: AGENCY_TIME_ZONE, generator: () => kigaliTimezone });
  calendar.createEvent({
    id: `registration-${row.participant_id}@${organizer.address.split('@')[1] ?? 'inzira'}`,
    sequence: row.calendar_sequence,
    timezone: AGENCY_TIME_ZONE,
    start: kigaliWallClock(row.scheduled_for),
    end: kigaliWallClock(row.ends_at ?? row.scheduled_for),
    summary: words.event,
    description: words.eventNote,
    location: row.location ?? agency.address,
    status: ICalEventStatus.CONFIRMED,
    organizer: { name: organizer.name, email: organizer.address },
    attendees: [{ name: row.recipient_name, email: row.recipient, rsvp: false }],
  });
  return { method: 'REQUEST', content: calendar.toString() };
}
