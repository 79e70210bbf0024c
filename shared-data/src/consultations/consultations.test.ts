import { addDays, format } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { AGENCY_TIME_ZONE } from '@inzira/contract/agency.ts';
import { listRows } from '../admin-list';
import { openKigaliSlot, submitAsVisitor, useTestBackend } from '@inzira/test-kit';
import type { Database } from '@inzira/contract/database.types.ts';
import {
  consultationSchema,
  deleteConsultation,
  getAgenda,
  getConsultationDay,
  getTakenSlots,
  kigaliDateOf,
  scheduledFor,
  updateConsultation,
} from '.';

const ctx = useTestBackend<Database>();

/** A Kigali date `days` from today. */
const kigaliDate = (days: number) =>
  format(addDays(TZDate.tz(AGENCY_TIME_ZONE), days), 'yyyy-MM-dd');

const form = (overrides: Record<string, string> = {}) => ({
  name: 'Slot Seeker',
  email: 'slot.seeker@example.com',
  service: 'Web Development',
  phone: '+250 788 555 000',
  date: kigaliDate(10),
  time: '10:00',
  message: '',
  ...overrides,
});

describe('consultations', () => {
  it('shows the seeded taken slots of a day, without cancelled ones', async () => {
    expect(await getTakenSlots(ctx().anon, kigaliDate(3))).toEqual(['14:00']);
    expect(await getTakenSlots(ctx().anon, kigaliDate(2))).toEqual(['10:00']);
    expect(await getTakenSlots(ctx().anon, kigaliDate(4))).toEqual([]);
  });

  it('stores a visitor’s consultation at the Kigali slot and marks the slot taken', async () => {
    const date = kigaliDateOf(await openKigaliSlot(ctx().backend, 10, 10));
    const before = await getConsultationDay(ctx().anon, date);
    expect(before.slots.find((slot) => slot.value === '10:00')?.isTaken).toBe(false);
    await submitAsVisitor(ctx().backend, 'submit-consultation', form({ date }));
    expect(await getTakenSlots(ctx().anon, date)).toContain('10:00');
    const after = await getConsultationDay(ctx().anon, date);
    expect(after.slots.find((slot) => slot.value === '10:00')?.isTaken).toBe(true);
    const { data } = await ctx()
      .service.from('consultations')
      .select('scheduled_for, status, message')
      .eq('email', 'slot.seeker@example.com');
    expect(data).toEqual([{ scheduled_for: expect.any(String), status: 'pending', message: null }]);
  });

  it('tells the second visitor the slot has just been booked', async () => {
    const date = kigaliDateOf(await openKigaliSlot(ctx().backend, 11, 10));
    const first = form({ date, email: 'first@example.com' });
    await submitAsVisitor(ctx().backend, 'submit-consultation', first);
    await expect(
      submitAsVisitor(ctx().backend, 'submit-consultation', {
        ...first,
        email: 'second@example.com',
      }),
    ).rejects.toThrow('This time slot is already booked. Please choose another one.');
  });

  it('lets the admin list, reschedule-by-cancel and delete consultations', async () => {
    const page = await listRows(ctx().admin, 'consultations', {
      page: 0,
      pageSize: 50,
      status: 'cancelled',
    });
    expect(page.rows.map((row) => row.full_name)).toEqual(['Innocent Byiringiro']);

    const [ange] = (
      await listRows(ctx().admin, 'consultations', { page: 0, pageSize: 1, search: 'Ange Mutoni' })
    ).rows;
    if (!ange) throw new Error('The seed has Ange.');
    expect((await updateConsultation(ctx().admin, ange.id, { status: 'cancelled' })).status).toBe(
      'cancelled',
    );
    expect(await getTakenSlots(ctx().anon, kigaliDate(2))).toEqual([]);
    await deleteConsultation(ctx().admin, ange.id);
    expect(
      (
        await listRows(ctx().admin, 'consultations', {
          page: 0,
          pageSize: 1,
          search: 'Ange Mutoni',
        })
      ).total,
    ).toBe(0);
  });

  it('lists upcoming appointments first, soonest first, then past ones, latest first', async () => {
    const { error } = await ctx()
      .service.from('consultations')
      .insert(
        [-20, -6].map((days) => ({
          full_name: `Past Visitor ${days}`,
          email: 'past.visitor@example.com',
          phone_number: '+250 788 555 001',
          service: 'Brand Design',
          scheduled_for: scheduledFor(kigaliDate(days), '10:00'),
        })),
      );
    if (error) throw error;
    const { rows } = await listRows(ctx().admin, 'consultations', { page: 0, pageSize: 100 });
    const times = rows.map((row) => Date.parse(row.scheduled_for));
    const now = Date.now();
    const upcoming = times.filter((time) => time >= now);
    const past = times.filter((time) => time < now);
    expect(upcoming.length).toBeGreaterThan(0);
    expect(past.length).toBeGreaterThan(0);
    expect(times).toEqual([...upcoming.sort((a, b) => a - b), ...past.sort((a, b) => b - a)]);
  });

  it('offers an agenda of Kigali days by appointment time, without cancelled ones', async () => {
    const week = await getAgenda(ctx().admin, kigaliDate(0), 7);
    const times = week.map((entry) => Date.parse(entry.scheduled_for));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(week.map((entry) => entry.status)).not.toContain('cancelled');
    expect(week.length).toBeGreaterThan(0);
  });

  it('validates the form: required fields, the window and the slots', async () => {
    await expect(
      consultationSchema.validate(
        form({ name: '', service: 'Catering', date: kigaliDate(-1), time: '1 PM', phone: '' }),
        { abortEarly: false },
      ),
    ).rejects.toMatchObject({
      errors: expect.arrayContaining([
        'Name is required',
        'Please choose a service',
        'Phone is required',
        'Please choose a date between today and two months from today',
        'Please choose a time',
      ]),
    });
    await expect(consultationSchema.validate(form({ date: kigaliDate(70) }))).rejects.toThrow(
      'two months',
    );
  });
});
