import { describe, expect, it } from 'vitest';
import { AGENCY_TIME_ZONE } from './agency.ts';
import { kigaliInstant, kigaliParts } from './kigali-clock.ts';

/** The same reading from the runtime's time-zone database. */
function fromTimeZoneDatabase(instant: Date) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: AGENCY_TIME_ZONE,
    hourCycle: 'h23',
    weekday: 'short',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? '';
  return {
    year: Number(part('year')),
    month: Number(part('month')),
    day: Number(part('day')),
    weekday: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(part('weekday')) + 1,
    hours: Number(part('hour')),
    minutes: Number(part('minute')),
  };
}

describe("Kigali's wall clock", () => {
  it('reads every instant as the time-zone database does, from 1990 to 2045', () => {
    // Every 7 days and 13 hours and 17 minutes: every weekday, hour and month comes round.
    const step = ((7 * 24 + 13) * 60 + 17) * 60_000;
    const end = Date.UTC(2045, 0, 1);
    let compared = 0;
    for (let time = Date.UTC(1990, 0, 1); time < end; time += step) {
      const instant = new Date(time);
      expect(kigaliParts(instant), instant.toISOString()).toEqual(fromTimeZoneDatabase(instant));
      compared += 1;
    }
    expect(compared).toBeGreaterThan(2_500);
  });

  it('turns the day at 22:00 UTC, midnight in Kigali', () => {
    expect(kigaliParts(new Date('2026-11-27T21:59:00Z'))).toMatchObject({ day: 27, hours: 23 });
    expect(kigaliParts(new Date('2026-11-27T22:00:00Z'))).toMatchObject({
      day: 28,
      weekday: 6,
      hours: 0,
    });
    expect(kigaliParts(new Date('2026-12-31T22:30:00Z'))).toMatchObject({
      year: 2027,
      month: 1,
      day: 1,
    });
  });

  it('keeps a calendar date on its own Kigali day', () => {
    expect(kigaliParts(kigaliInstant('2026-11-28'))).toMatchObject({ month: 11, day: 28 });
    expect(Number.isNaN(kigaliInstant('soon').getTime())).toBe(true);
  });
});
