import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';

/** The Kigali wall-clock slot `days` from today at `hour`:00, as a UTC ISO instant. */
export function kigaliSlot(days: number, hour: number): string {
  const day = addDays(TZDate.tz('Africa/Kigali'), days);
  const slot = new TZDate(
    day.getFullYear(),
    day.getMonth(),
    day.getDate(),
    hour,
    0,
    0,
    'Africa/Kigali',
  );
  return new Date(slot.getTime()).toISOString();
}
