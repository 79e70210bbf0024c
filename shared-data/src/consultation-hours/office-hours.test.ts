import { describe, expect, it } from 'vitest';
import { officeHoursLines, type WeekdayHours } from './office-hours';

const week = (hours: Record<number, [string, string] | null>): WeekdayHours[] =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => {
    const open = hours[weekday] ?? null;
    return { weekday, opens_at: open?.[0] ?? null, closes_at: open?.[1] ?? null };
  });

describe('office hours from the weekly hours', () => {
  it('writes the default week as the contact page always showed it', () => {
    const weekday: [string, string] = ['08:00:00', '17:00:00'];
    expect(
      officeHoursLines(
        week({
          1: weekday,
          2: weekday,
          3: weekday,
          4: weekday,
          5: weekday,
          6: ['09:00:00', '13:00:00'],
        }),
      ),
    ).toEqual([
      { days: 'Monday to Friday', hours: '8:00 AM to 5:00 PM' },
      { days: 'Saturday', hours: '9:00 AM to 1:00 PM' },
      { days: 'Sunday and public holidays', hours: 'Closed' },
    ]);
  });

  it('breaks a run where the hours change and lists every closed day', () => {
    expect(
      officeHoursLines(
        week({
          1: ['09:00', '17:00'],
          2: ['09:00', '17:00'],
          3: ['09:00', '12:30'],
          5: ['09:00', '17:00'],
          7: ['10:00', '12:00'],
        }),
      ),
    ).toEqual([
      { days: 'Monday to Tuesday', hours: '9:00 AM to 5:00 PM' },
      { days: 'Wednesday', hours: '9:00 AM to 12:30 PM' },
      { days: 'Friday', hours: '9:00 AM to 5:00 PM' },
      { days: 'Sunday', hours: '10:00 AM to 12:00 PM' },
      { days: 'Thursday, Saturday and public holidays', hours: 'Closed' },
    ]);
  });

  it('still says public holidays are closed when every day is open', () => {
    const open: [string, string] = ['08:00', '18:00'];
    expect(
      officeHoursLines(week({ 1: open, 2: open, 3: open, 4: open, 5: open, 6: open, 7: open })),
    ).toEqual([
      { days: 'Monday to Sunday', hours: '8:00 AM to 6:00 PM' },
      { days: 'Public holidays', hours: 'Closed' },
    ]);
  });
});
