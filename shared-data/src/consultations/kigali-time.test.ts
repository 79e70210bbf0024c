import { describe, expect, it } from 'vitest';
import {
  bookingWindow,
  buildConsultationIcs,
  kigaliDateOf,
  scheduledFor,
  slotLabel,
  slotOf,
} from './kigali-time';

describe('Kigali time', () => {
  it('labels slot times on a 12-hour clock', () => {
    expect(['00:30', '08:00', '09:45', '12:00', '13:30', '16:00', '23:59'].map(slotLabel)).toEqual([
      '12:30 AM',
      '08:00 AM',
      '09:45 AM',
      '12:00 PM',
      '01:30 PM',
      '04:00 PM',
      '11:59 PM',
    ]);
    expect(() => slotLabel('9:00')).toThrow(RangeError);
  });

  it('opens the booking window on today’s Kigali date and closes it two months later', () => {
    expect(bookingWindow(new Date('2026-03-10T12:00:00Z'))).toEqual({
      min: '2026-03-10',
      max: '2026-05-10',
    });
    // 31 December + 2 months has no 31st: the window ends on the last day of February.
    expect(bookingWindow(new Date('2026-12-31T08:00:00Z'))).toEqual({
      min: '2026-12-31',
      max: '2027-02-28',
    });
  });

  it('uses Kigali’s date even when the visitor’s clock is elsewhere near midnight', () => {
    // 23:30 on 10 March in Los Angeles (UTC-7) is already 08:30 on 11 March in Kigali (UTC+2).
    expect(bookingWindow(new Date('2026-03-10T23:30:00-07:00')).min).toBe('2026-03-11');
    // 00:30 on 11 March in Kiritimati (UTC+14) is still 12:30 on 10 March in Kigali.
    expect(bookingWindow(new Date('2026-03-11T00:30:00+14:00')).min).toBe('2026-03-10');
  });

  it('is already tomorrow in Kigali between 22:00 and 24:00 UTC', () => {
    // 22:30 UTC on 10 March is 00:30 on 11 March in Kigali: the UTC date would be a day behind.
    const lateUtc = new Date('2026-03-10T22:30:00Z');
    expect(bookingWindow(lateUtc)).toEqual({ min: '2026-03-11', max: '2026-05-11' });
    expect(kigaliDateOf(lateUtc.toISOString())).toBe('2026-03-11');
    // One second before 22:00 UTC it is still 10 March in Kigali.
    expect(bookingWindow(new Date('2026-03-10T21:59:59Z')).min).toBe('2026-03-10');
  });

  it('turns a date and slot into the instant of that Kigali wall time, and back', () => {
    expect(scheduledFor('2026-03-10', '09:00')).toBe('2026-03-10T07:00:00.000Z');
    expect(scheduledFor('2026-03-10', '16:00')).toBe('2026-03-10T14:00:00.000Z');
    expect(slotOf('2026-03-10T12:00:00.000Z')).toBe('14:00');
    expect(slotOf('2026-03-10T12:00:00+00:00')).toBe('14:00');
    expect(slotOf('2026-03-10T11:30:00Z')).toBe('13:30');
  });

  it('builds an RFC 5545 calendar file for the one-hour consultation', () => {
    const ics = buildConsultationIcs({
      scheduledFor: '2026-03-10T07:00:00.000Z',
      service: 'Brand Design',
      name: 'Ange, Mutoni; test',
      createdAt: new Date('2026-03-01T10:15:30.123Z'),
    });
    const lines = ics.split('\r\n');
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replaceAll('\r\n', '')).not.toContain('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'BEGIN:VEVENT',
        'DTSTAMP:20260301T101530Z',
        'DTSTART:20260310T070000Z',
        'DTEND:20260310T080000Z',
        'SUMMARY:Consultation with Inzira',
        'DESCRIPTION:Brand Design consultation for Ange\\, Mutoni\\; test',
        'END:VEVENT',
        'END:VCALENDAR',
      ]),
    );
    expect(lines.some((line) => line.startsWith('UID:'))).toBe(true);
  });

  it('folds long lines at 75 octets', () => {
    const ics = buildConsultationIcs({
      scheduledFor: '2026-03-10T07:00:00.000Z',
      service: 'Web Development',
      name: 'A'.repeat(200),
    });
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics).toContain('\r\n A');
  });
});
