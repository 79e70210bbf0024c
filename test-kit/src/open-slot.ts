import type { LocalBackend } from '@inzira/local-backend';

// $1: days from today, $2: the Kigali hour.
const OPEN_SLOT_SQL = `
  select s.starts_at
  from public.consultation_slots(
    (now() at time zone 'Africa/Kigali')::date + $1::integer,
    (now() at time zone 'Africa/Kigali')::date + $1::integer + 21
  ) s
  where not s.is_taken and extract(hour from s.starts_at at time zone 'Africa/Kigali') = $2::integer
  order by s.starts_at
  limit 1`;

/**
 * A free consultation slot at Kigali hour `hour` on the first open day at least `days` from today,
 * as the database offers it (public.consultation_slots: weekly hours, holidays, overrides), as a
 * UTC ISO instant. Tests that book a consultation take their slot here rather than a fixed day,
 * which may be a Sunday or a public holiday in the year the test runs.
 */
export async function openKigaliSlot(
  backend: LocalBackend,
  days: number,
  hour: number,
): Promise<string> {
  const { rows } = await backend.db.query<{ starts_at: string | Date }>(OPEN_SLOT_SQL, [
    days,
    hour,
  ]);
  const start = rows[0]?.starts_at;
  if (start === undefined) throw new Error(`No free ${hour}:00 slot from ${days} days ahead`);
  return new Date(start).toISOString();
}
