import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { agency, AGENCY_TIME_ZONE } from '@inzira/contract/agency.ts';
import type { Json } from '@inzira/contract/database.types.ts';
import { oneLine } from '../send-visitor-emails/message.ts';
import {
  escapeHtml,
  INBOX_PATHS,
  leadLink,
  type TeamEmail,
  type TeamMessage,
} from './team-links.ts';

/** One lead of a digest, as `private.queue_team_digests` lists it. */
interface DigestLead {
  inbox: string;
  id: string;
  name: string;
  topic: string | null;
  arrivedAt: string;
  late: boolean;
}

interface Digest {
  windowStart: string;
  newCount: number;
  lateCount: number;
  newLeads: DigestLead[];
  lateLeads: DigestLead[];
}

const asRecord = (json: Json | undefined): Record<string, Json | undefined> =>
  typeof json === 'object' && json !== null && !Array.isArray(json) ? json : {};

function readLead(json: Json): DigestLead | null {
  const item = asRecord(json);
  const { inbox, id, name, topic, arrived_at: arrivedAt, late } = item;
  if (typeof inbox !== 'string' || !INBOX_PATHS[inbox]) return null;
  if (typeof id !== 'string' || typeof name !== 'string' || typeof arrivedAt !== 'string')
    return null;
  return {
    inbox,
    id,
    name,
    topic: typeof topic === 'string' ? topic : null,
    arrivedAt,
    late: late === true,
  };
}

const readLeads = (json: Json | undefined): DigestLead[] =>
  (Array.isArray(json) ? json : []).flatMap((each) => readLead(each) ?? []);

/** What the database stored; anything it cannot read stops the send (it is then retried). */
function readDigest(email: TeamEmail): Digest {
  const digest = asRecord(email.digest);
  const windowStart = digest.window_start;
  if (typeof windowStart !== 'string' || Number.isNaN(Date.parse(windowStart)))
    throw new Error('The digest has no window.');
  return {
    windowStart,
    newCount: Number(digest.new_count) || 0,
    lateCount: Number(digest.late_count) || 0,
    newLeads: readLeads(digest.new),
    lateLeads: readLeads(digest.late),
  };
}

const kigali = (iso: string, pattern: string) =>
  format(new TZDate(Date.parse(iso), AGENCY_TIME_ZONE), pattern);

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "Booking from Eric Ndayisaba (Translation Services)": names and topics made one line. */
function describe(lead: DigestLead): string {
  const noun = INBOX_PATHS[lead.inbox]?.noun ?? 'lead';
  const topic = lead.topic ? ` (${oneLine(lead.topic)})` : '';
  return `${noun.charAt(0).toUpperCase()}${noun.slice(1)} from ${oneLine(lead.name)}${topic}`;
}

interface Section {
  title: string;
  leads: DigestLead[];
  total: number;
  /** Words after the lead's name, e.g. when it arrived. */
  note: (lead: DigestLead) => string;
}

/**
 * The daily digest (docs/leads.md, "Daily digest"): the leads that arrived in the 24 hours
 * before the member's hour, then those waiting too long, each with the link that opens it. At
 * most 100 of each are listed; the count says how many there are.
 */
export function composeDigest(email: TeamEmail, base: string): TeamMessage {
  const digest = readDigest(email);
  const since = kigali(digest.windowStart, "EEEE d MMMM, HH:mm 'Kigali time'");
  const all: Section[] = [
    {
      title: `New since ${since}`,
      leads: digest.newLeads,
      total: digest.newCount,
      note: (lead) =>
        `, ${kigali(lead.arrivedAt, 'EEE HH:mm')}${lead.late ? ', waiting too long' : ''}`,
    },
    {
      title: 'Waiting too long: nobody has acted on them yet',
      leads: digest.lateLeads,
      // Late leads that are new are listed with the new ones.
      total: digest.lateCount - digest.newLeads.filter((lead) => lead.late).length,
      note: (lead) => `, received ${kigali(lead.arrivedAt, 'd MMM yyyy')}`,
    },
  ];
  const sections = all.filter((section) => section.total > 0 || section.leads.length > 0);

  const counts = [
    digest.newCount > 0 && plural(digest.newCount, 'new lead', 'new leads'),
    digest.lateCount > 0 && `${digest.lateCount} waiting too long`,
  ].filter(Boolean);
  const subject = `Daily digest: ${counts.join(', ')}`;
  const more = (section: Section) =>
    section.total > section.leads.length
      ? [`…and ${section.total - section.leads.length} more in the back-office.`]
      : [];

  const text = sections
    .map((section) =>
      [
        `${section.title} (${section.total}):`,
        ...section.leads.map(
          (lead) =>
            `- ${describe(lead)}${section.note(lead)}: ${leadLink({ inbox: lead.inbox, lead_id: lead.id }, base)}`,
        ),
        ...more(section),
      ].join('\n'),
    )
    .join('\n\n');
  const html = sections
    .map(
      (section) =>
        `<h2>${escapeHtml(section.title)} (${section.total})</h2><ul>` +
        section.leads
          .map(
            (lead) =>
              `<li><a href="${escapeHtml(leadLink({ inbox: lead.inbox, lead_id: lead.id }, base))}">` +
              `${escapeHtml(describe(lead))}</a>${escapeHtml(section.note(lead))}</li>`,
          )
          .join('') +
        '</ul>' +
        more(section)
          .map((line) => `<p>${escapeHtml(line)}</p>`)
          .join(''),
    )
    .join('');
  return {
    subject,
    text: `${text}\n\n${agency.name} back-office\n`,
    html: `${html}<p>${escapeHtml(agency.name)} back-office</p>`,
  };
}
