/**
 * A Kigali date `days` ahead as yyyy-mm-dd and the UTC instant of its hour `hour` (Kigali is
 * UTC+2 all year, with no daylight saving).
 */
export function kigaliSlot(days: number, hour: number): { date: string; iso: string } {
  const day = new Date(Date.now() + 2 * 3_600_000);
  day.setUTCDate(day.getUTCDate() + days);
  const date = day.toISOString().slice(0, 10);
  return { date, iso: `${date}T${String(hour - 2).padStart(2, '0')}:00:00.000Z` };
}
