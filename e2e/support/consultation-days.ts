import { serviceCall } from './backend';

interface ConsultationDay {
  opens_at: string | null;
  closes_at: string | null;
}

const isConsultationDay = (value: unknown): value is ConsultationDay =>
  typeof value === 'object' &&
  value !== null &&
  'opens_at' in value &&
  'closes_at' in value &&
  (value.opens_at === null || typeof value.opens_at === 'string') &&
  (value.closes_at === null || typeof value.closes_at === 'string');

/**
 * Whether the consultation hours (weekly hours, Rwanda's holidays, overrides; docs/consultations.md)
 * keep a Kigali date (yyyy-mm-dd) open from `fromHour` until `untilHour` o'clock. Tests that pick
 * a random day skip the ones a visitor could not book: Sundays, holidays, short days.
 */
export async function isOpenBetween(
  date: string,
  fromHour: number,
  untilHour: number,
): Promise<boolean> {
  const response = await serviceCall('/rest/v1/rpc/consultation_days', {
    method: 'POST',
    body: JSON.stringify({ from_day: date, to_day: date }),
  });
  const rows: unknown = await response.json();
  const day: unknown = Array.isArray(rows) ? rows[0] : undefined;
  if (!isConsultationDay(day)) throw new Error(`No consultation day for ${date}`);
  const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00:00`;
  return (
    day.opens_at !== null &&
    day.closes_at !== null &&
    day.opens_at <= clock(fromHour) &&
    day.closes_at >= clock(untilHour)
  );
}
