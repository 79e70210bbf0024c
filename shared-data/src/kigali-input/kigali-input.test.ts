import { afterEach, describe, expect, it } from 'vitest';
import { fromKigaliInput, kigaliInputTime, toKigaliInput } from './kigali-input';

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

// Node reads TZ again whenever it changes, so each case runs as a device in that zone would.
describe.each(['UTC', 'America/New_York', 'Asia/Tokyo', 'Africa/Kigali'])(
  'on a device set to %s',
  (zone) => {
    it('reads and writes a date-time field in Kigali wall time', () => {
      process.env.TZ = zone;
      // 09:00 in Kigali (UTC+2) is 07:00 UTC, whatever the device's own clock says.
      expect(fromKigaliInput('2027-03-02T09:00')).toBe('2027-03-02T07:00:00.000Z');
      expect(toKigaliInput('2027-03-02T07:00:00+00:00')).toBe('2027-03-02T09:00');
      // 23:30 UTC is already the next day in Kigali.
      expect(toKigaliInput('2026-12-03T23:30:00Z')).toBe('2026-12-04T01:30');
      // New York's spring-forward hour does not exist there, but it does in Kigali.
      expect(fromKigaliInput('2027-03-14T02:30')).toBe('2027-03-14T00:30:00.000Z');
    });
  },
);

it('round-trips a stored instant through the field', () => {
  const iso = '2026-11-28T07:00:00.000Z';
  expect(fromKigaliInput(toKigaliInput(iso))).toBe(iso);
});

it('accepts seconds and refuses what is not a date and time', () => {
  expect(kigaliInputTime('2027-03-02T09:00:30')).toBe(Date.parse('2027-03-02T07:00:30Z'));
  expect(kigaliInputTime('2027-02-31T09:00')).toBeNaN();
  expect(kigaliInputTime('2027-03-02')).toBeNaN();
  expect(kigaliInputTime('')).toBeNaN();
  expect(kigaliInputTime(undefined)).toBeNaN();
  expect(toKigaliInput(null)).toBe('');
  expect(toKigaliInput('soon')).toBe('');
  expect(() => fromKigaliInput('soon')).toThrow('Not a date and time: soon');
});
