import ICAL from 'ical.js';

/** A message as MailDev's REST API (`GET /api/email`) lists it: the parts tests look at. */
export interface CaughtEmail {
  id: string;
  subject: string;
  text?: string;
  html?: string;
  from: { address: string; name: string }[];
  to: { address: string; name: string }[];
  envelope: { from: { address: string }; to: { address: string }[] };
  attachments?: { filename: string; generatedFileName: string; contentType: string }[];
}

/** Every message the catcher holds (oldest first), or those sent to one address. */
export async function listCaughtEmails(apiUrl: string, to?: string): Promise<CaughtEmail[]> {
  const response = await fetch(`${apiUrl}/email`);
  if (!response.ok) throw new Error(`The mail catcher answered ${response.status}.`);
  const emails = (await response.json()) as CaughtEmail[];
  return to === undefined
    ? emails
    : emails.filter((email) =>
        email.envelope.to.some((rcpt) => rcpt.address.toLowerCase() === to.toLowerCase()),
      );
}

async function readText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The mail catcher answered ${response.status} for ${url}.`);
  return response.text();
}

/** The message as it went over SMTP: headers and every MIME part. */
export const caughtSource = (apiUrl: string, id: string): Promise<string> =>
  readText(`${apiUrl}/email/${id}/source`);

/** The calendar invitation attached to a message (`invite.ics`), or undefined. */
export async function caughtInvite(
  apiUrl: string,
  email: CaughtEmail,
): Promise<string | undefined> {
  const invite = email.attachments?.find((item) => item.filename.endsWith('.ics'));
  return invite
    ? readText(`${apiUrl}/email/${email.id}/attachment/${invite.generatedFileName}`)
    : undefined;
}

/** What a calendar reads from an invitation, parsed back with ical.js (Mozilla's parser). */
export interface ParsedInvite {
  method: string;
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  /** The TZID the start is written in, or null for UTC. */
  startZone: string | null;
  summary: string;
  location: string | null;
  status: string;
  organizer: string;
  attendees: string[];
}

export function parseInvite(ics: string): ParsedInvite {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  // Times written in a named zone are read with the invitation's own VTIMEZONE, as calendars do.
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const component = calendar.getFirstSubcomponent('vevent');
  if (!component) throw new Error('The invitation holds no event.');
  const event = new ICAL.Event(component);
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    startZone: component.getFirstProperty('dtstart')?.getParameter('tzid')?.toString() ?? null,
    summary: event.summary,
    location: event.location ?? null,
    status: String(component.getFirstPropertyValue('status')),
    organizer: String(component.getFirstPropertyValue('organizer')).toLowerCase(),
    attendees: event.attendees.map((attendee) => String(attendee.getFirstValue()).toLowerCase()),
  };
}
