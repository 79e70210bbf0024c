import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { itNamesEveryMissingField, schemaErrors } from '@inzira/test-kit/schema-errors';
import {
  CONSULTATION_SERVICES,
  consultationSchema,
  toPublicConsultation,
} from './consultation.schema.ts';
import { scheduledFor } from './consultation-slots.ts';

// The consultation form with the clock at 10 March 2026, 12:00 UTC (14:00 in Kigali): the
// dates it takes are 10 March to 10 May 2026.

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T12:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

const IMPOSSIBLE_DATE = 'Please choose a date that exists on the calendar';

const visitor = {
  name: ' Ada ',
  email: 'ada@example.com',
  service: 'Web Development',
  phone: '+250 788 123 456',
  date: '2026-03-12',
  time: '10:00',
};

describe('consultation form', () => {
  itNamesEveryMissingField(consultationSchema, {
    name: ['Name is required'],
    email: ['Email is required'],
    service: ['Please choose a service'],
    phone: ['Phone is required'],
    date: ['Please choose a date'],
    time: ['Please choose a time'],
  });

  it('takes every service it offers and nothing else', async () => {
    for (const service of CONSULTATION_SERVICES) {
      expect(await schemaErrors(consultationSchema, { ...visitor, service }), service).toEqual({});
    }
    expect(await schemaErrors(consultationSchema, { ...visitor, service: 'Catering' })).toEqual({
      service: ['Please choose a service'],
    });
  });

  it('takes dates from today to two months ahead, inclusive', async () => {
    for (const date of ['2026-03-10', '2026-05-10']) {
      expect(await schemaErrors(consultationSchema, { ...visitor, date }), date).toEqual({});
    }
    for (const date of ['2026-03-09', '2026-05-11']) {
      expect(await schemaErrors(consultationSchema, { ...visitor, date }), date).toEqual({
        date: ['Please choose a date between today and two months from today'],
      });
    }
  });

  it('asks for a date written as yyyy-mm-dd', async () => {
    for (const date of ['2026-03-12x', '2026-04-1x', '2026-04-01 ']) {
      expect(await schemaErrors(consultationSchema, { ...visitor, date }), date).toEqual({
        date: ['Please choose a date'],
      });
    }
    // Outside the window as well: the form shows the first message.
    expect(await schemaErrors(consultationSchema, { ...visitor, date: '12/03/2026' })).toEqual({
      date: [
        'Please choose a date',
        'Please choose a date between today and two months from today',
      ],
    });
  });

  it('refuses a date the calendar does not have instead of moving it to another day', async () => {
    for (const date of ['2026-04-31', '2026-03-32', '2026-04-00']) {
      expect(await schemaErrors(consultationSchema, { ...visitor, date }), date).toEqual({
        date: [IMPOSSIBLE_DATE],
      });
    }
    // Out of the window as well: the form shows the first message, the one that says why.
    for (const date of ['2026-02-29', '2026-13-01']) {
      expect((await schemaErrors(consultationSchema, { ...visitor, date })).date?.[0], date).toBe(
        IMPOSSIBLE_DATE,
      );
    }
    // 2028 is a leap year, and its 29 February a real (if distant) day.
    vi.setSystemTime(new Date('2028-02-01T12:00:00Z'));
    expect(await schemaErrors(consultationSchema, { ...visitor, date: '2028-02-29' })).toEqual({});
  });

  // Whether a time is a free slot is the database's answer (the hours are data); the form
  // takes any wall time written HH:mm.
  it('takes a wall time written HH:mm and nothing else', async () => {
    for (const time of ['08:00', '09:45', '13:00', '16:30']) {
      expect(await schemaErrors(consultationSchema, { ...visitor, time }), time).toEqual({});
    }
    for (const time of ['9:00', '24:00', '12:60', '10:00:00', 'noon', ' 10:00']) {
      expect(await schemaErrors(consultationSchema, { ...visitor, time }), time).toEqual({
        time: ['Please choose a time'],
      });
    }
  });

  it('stores the slot as its instant and an empty message as null', async () => {
    const values = await consultationSchema.validate({ ...visitor, message: ' ' });
    expect(toPublicConsultation(values)).toEqual({
      full_name: 'Ada',
      email: 'ada@example.com',
      phone_number: '+250 788 123 456',
      service: 'Web Development',
      message: null,
      scheduled_for: '2026-03-12T08:00:00.000Z',
    });
    const withMessage = await consultationSchema.validate({ ...visitor, message: 'Hello' });
    expect(toPublicConsultation(withMessage).message).toBe('Hello');
  });

  it('never turns an impossible day into the next one on the way to the database', () => {
    expect(scheduledFor('2026-04-30', '16:00')).toBe('2026-04-30T14:00:00.000Z');
    expect(() => scheduledFor('2026-04-31', '09:00')).toThrow('Not a date: 2026-04-31');
  });
});
