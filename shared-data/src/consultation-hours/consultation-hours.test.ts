import { describe, expect, it } from 'vitest';
import type { Database } from '@inzira/contract/database.types.ts';
import { schemaErrors } from '@inzira/test-kit/schema-errors';
import { useTestBackend } from '@inzira/test-kit';
import {
  consultationSettingsSchema,
  dateOverrideSchema,
  deleteDateOverride,
  deleteHoliday,
  getAnnouncedHolidays,
  getConsultationSettings,
  getDateOverrides,
  getHolidays,
  getWeeklyHours,
  holidaySchema,
  saveConsultationSettings,
  saveDateOverride,
  saveHoliday,
  saveWeeklyHours,
  weeklyHoursSchema,
} from '.';

const ctx = useTestBackend<Database>();

describe('the admin forms of the consultation hours', () => {
  it('refuses a day that closes before it opens, odd minutes and impossible dates', async () => {
    const day = (weekday: number, opens: string, closes: string, isOpen = true) => ({
      weekday,
      isOpen,
      opens,
      closes,
    });
    const week = [1, 2, 3, 4, 5, 6].map((weekday) => day(weekday, '08:00', '17:00'));
    expect(
      await schemaErrors(weeklyHoursSchema, { days: [...week, day(7, '', '', false)] }),
    ).toEqual({});
    expect(
      await schemaErrors(weeklyHoursSchema, { days: [...week, day(7, '12:00', '10:00')] }),
    ).toEqual({ 'days[6].closes': ['Closes must be after it opens'] });
    expect(
      await schemaErrors(consultationSettingsSchema, { meeting_minutes: 17, buffer_minutes: 200 }),
    ).toEqual({
      meeting_minutes: ['Meeting length must be a multiple of 5 minutes'],
      buffer_minutes: ['Buffer must be at most 120 minutes'],
    });
    expect(await schemaErrors(holidaySchema, { day: '2026-02-30', name: ' ' })).toEqual({
      day: ['Please enter a date that exists on the calendar'],
      name: ['Name is required'],
    });
    expect(
      await schemaErrors(dateOverrideSchema, {
        day: '2027-01-05',
        isOpen: true,
        opens: '9:00',
        closes: '',
        reason: 'Retreat',
      }),
    ).toEqual({ opens: ['Opens: use a time such as 09:00'], closes: ['Closes is required'] });
  });
});

describe('saving the consultation hours', () => {
  it('saves the week, the meeting length, a holiday moved to its announced date and an override', async () => {
    const admin = ctx().admin;
    const week = await getWeeklyHours(admin);
    expect(week.map((day) => [day.weekday, day.opens_at, day.closes_at])).toEqual([
      [1, '08:00:00', '17:00:00'],
      [2, '08:00:00', '17:00:00'],
      [3, '08:00:00', '17:00:00'],
      [4, '08:00:00', '17:00:00'],
      [5, '08:00:00', '17:00:00'],
      [6, '09:00:00', '13:00:00'],
      [7, null, null],
    ]);
    await saveWeeklyHours(
      admin,
      week.map((day) => (day.weekday === 6 ? { ...day, opens_at: null, closes_at: null } : day)),
    );
    expect((await getWeeklyHours(ctx().anon)).find((day) => day.weekday === 6)).toEqual({
      weekday: 6,
      opens_at: null,
      closes_at: null,
    });

    await saveConsultationSettings(admin, { meeting_minutes: 45, buffer_minutes: 15 });
    expect(await getConsultationSettings(ctx().anon)).toEqual({
      id: true,
      meeting_minutes: 45,
      buffer_minutes: 15,
    });

    // Eid al-Fitr 2027 announced a day earlier than expected: the row moves, and is renamed.
    await saveHoliday(admin, { day: '2027-03-09', name: 'Eid al-Fitr (announced)' }, '2027-03-10');
    const eid = await getHolidays(ctx().anon, '2027-03-01', '2027-03-31');
    expect(eid).toContainEqual({ day: '2027-03-09', name: 'Eid al-Fitr (announced)' });
    expect(eid.map((holiday) => holiday.day)).not.toContain('2027-03-10');
    await saveHoliday(admin, { day: '2027-03-09', name: 'Eid al-Fitr' });
    await deleteHoliday(admin, '2027-03-09');
    expect((await getAnnouncedHolidays(admin)).map((row) => row.day)).not.toContain('2027-03-09');

    await saveDateOverride(admin, {
      day: '2027-01-05',
      opens_at: '10:00',
      closes_at: '12:00',
      reason: 'Half day',
    });
    await saveDateOverride(admin, {
      day: '2027-01-05',
      opens_at: null,
      closes_at: null,
      reason: 'Closed after all',
    });
    expect(await getDateOverrides(admin)).toEqual([
      { day: '2027-01-05', opens_at: null, closes_at: null, reason: 'Closed after all' },
    ]);
    await deleteDateOverride(admin, '2027-01-05');
    expect(await getDateOverrides(admin)).toEqual([]);
  });

  it('refuses every write to a visitor', async () => {
    const anon = ctx().anon;
    await expect(
      saveConsultationSettings(anon, { meeting_minutes: 15, buffer_minutes: 0 }),
    ).rejects.toThrow();
    await expect(saveHoliday(anon, { day: '2027-06-01', name: 'Made up' })).rejects.toThrow();
    await expect(
      saveDateOverride(anon, { day: '2027-06-02', opens_at: null, closes_at: null, reason: 'x' }),
    ).rejects.toThrow();
    expect((await getHolidays(anon, '2027-06-01', '2027-06-02')).length).toBe(0);
  });
});
