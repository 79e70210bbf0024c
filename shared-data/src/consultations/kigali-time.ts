import { TZDate } from '@date-fns/tz';
import { addHours, addMonths, format } from 'date-fns';

export const KIGALI_TIME_ZONE = 'Africa/Kigali';

/** The seven consultation slots, Kigali wall time; there is no 01:00 PM slot. */
export const CONSULTATION_SLOTS = [
  { value: '09:00', label: '09:00 AM' },
  { value: '10:00', label: '10:00 AM' },
  { value: '11:00', label: '11:00 AM' },
  { value: '12:00', label: '12:00 PM' },
  { value: '14:00', label: '02:00 PM' },
  { value: '15:00', label: '03:00 PM' },
  { value: '16:00', label: '04:00 PM' },
] as const;
export type ConsultationSlot = (typeof CONSULTATION_SLOTS)[number]['value'];
export const CONSULTATION_SLOT_VALUES: ConsultationSlot[] = CONSULTATION_SLOTS.map(
  (slot) => slot.value,
);

const isSlot = (value: string): value is ConsultationSlot =>
  CONSULTATION_SLOT_VALUES.some((slot) => slot === value);

/**
 * The dates a visitor may pick: today to two months ahead, as Kigali dates whatever the
 * visitor's clock or time zone (the database applies the same window).
 */
export function bookingWindow(now: Date = new Date()): { min: string; max: string } {
  const kigaliNow = new TZDate(now.getTime(), KIGALI_TIME_ZONE);
  return {
    min: format(kigaliNow, 'yyyy-MM-dd'),
    max: format(addMonths(kigaliNow, 2), 'yyyy-MM-dd'),
  };
}

/** The instant (UTC ISO string) of a Kigali date ('yyyy-MM-dd') at one of the slots. */
export function scheduledFor(date: string, slot: ConsultationSlot): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!day) throw new Error(`Not a date: ${date}`);
  const [hours = 0, minutes = 0] = slot.split(':').map(Number);
  const wallTime = new TZDate(
    Number(day[1]),
    Number(day[2]) - 1,
    Number(day[3]),
    hours,
    minutes,
    0,
    KIGALI_TIME_ZONE,
  );
  return new Date(wallTime.getTime()).toISOString();
}

/** The slots of a Kigali date that have already begun (today's earlier hours; none on later days). */
export function pastSlots(date: string, now: Date = new Date()): ConsultationSlot[] {
  return CONSULTATION_SLOT_VALUES.filter(
    (slot) => Date.parse(scheduledFor(date, slot)) <= now.getTime(),
  );
}

/** The Kigali slot of an instant, or undefined when it is not on a slot. */
export function slotOf(iso: string): ConsultationSlot | undefined {
  const time = format(new TZDate(Date.parse(iso), KIGALI_TIME_ZONE), 'HH:mm');
  return isSlot(time) ? time : undefined;
}

/** The label a visitor reads for an instant: its Kigali date and slot label. */
export function kigaliDateOf(iso: string): string {
  return format(new TZDate(Date.parse(iso), KIGALI_TIME_ZONE), 'yyyy-MM-dd');
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
