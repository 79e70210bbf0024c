import { TZDate } from '@date-fns/tz';
import { addHours, format } from 'date-fns';
import { AGENCY_TIME_ZONE } from '@inzira/contract/agency.ts';
import type { ConsultationSlot } from '@inzira/contract/forms/consultation-slots.ts';

export {
  bookingWindow,
  scheduledFor,
  slotLabel,
  type ConsultationSlot,
} from '@inzira/contract/forms/consultation-slots.ts';

/** The Kigali wall time (`HH:mm`) of an instant: the slot it starts. */
export function slotOf(iso: string): ConsultationSlot {
  return format(new TZDate(Date.parse(iso), AGENCY_TIME_ZONE), 'HH:mm');
}

/** The label a visitor reads for an instant: its Kigali date and slot label. */
export function kigaliDateOf(iso: string): string {
  return format(new TZDate(Date.parse(iso), AGENCY_TIME_ZONE), 'yyyy-MM-dd');
}

// RFC 5545: UTC date-time without separators, text with \ ; , and newlines escaped, lines of
// at most 75 octets folded with CRLF + space.
const icsDate = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const icsText = (text: string) =>
  text.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r?\n/g, '\\n');

function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (encoder.encode(current + char).length > limit) {
      parts.push(current);
      current = char;
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export interface ConsultationIcsInput {
  /** ISO instant of the slot's start. */
  scheduledFor: string;
  service: string;
  name: string;
  /** DTSTAMP; defaults to now. */
  createdAt?: Date;
}

/** An .ics calendar file with the one-hour consultation, for "Add to calendar". */
export function buildConsultationIcs({
  scheduledFor: start,
  service,
  name,
  createdAt = new Date(),
}: ConsultationIcsInput): string {
  const startDate = new Date(start);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Inzira//Consultation//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:consultation-${icsDate(startDate)}@inzira`,
    `DTSTAMP:${icsDate(createdAt)}`,
    `DTSTART:${icsDate(startDate)}`,
    `DTEND:${icsDate(addHours(startDate, 1))}`,
    'SUMMARY:Consultation with Inzira',
    `DESCRIPTION:${icsText(`${service} consultation for ${name}`)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
