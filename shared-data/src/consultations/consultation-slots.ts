import { useSupabase, type DataClient } from '../client';
import { unwrap } from '../errors';
import { useQuery } from '../swr';
import { consultationKeys } from './keys';
import { slotLabel, slotOf, type ConsultationSlot } from './kigali-time';

/** One slot of a day as the picker shows it; a taken slot is shown but cannot be chosen. */
export interface DaySlot {
  value: ConsultationSlot;
  label: string;
  isTaken: boolean;
}

/** What a Kigali date offers: its slots, whether it is open at all, and a holiday's name. */
export interface ConsultationDay {
  slots: DaySlot[];
  isOpen: boolean;
  /** The holiday's name, "Closed" or "Special hours" for an office override; null otherwise. */
  note: string | null;
}

/**
 * The consultation slots of one Kigali date ('yyyy-MM-dd') from the database, which derives them
 * from the hours, holidays and overrides (docs/consultations.md) and leaves out past hours and
 * days outside the booking window, so the picker offers exactly what a booking may take.
 */
export async function getConsultationDay(
  client: DataClient,
  date: string,
): Promise<ConsultationDay> {
  const [slots, days] = await Promise.all([
    client.rpc('consultation_slots', { from_day: date, to_day: date }),
    client.rpc('consultation_days', { from_day: date, to_day: date }),
  ]);
  const [day] = unwrap(days);
  return {
    slots: unwrap(slots).map((slot) => {
      const value = slotOf(slot.starts_at);
      return { value, label: slotLabel(value), isTaken: slot.is_taken };
    }),
    isOpen: Boolean(day?.opens_at),
    note: day?.note ?? null,
  };
}

export function useConsultationDay(date: string | undefined) {
  const client = useSupabase();
  return useQuery(date ? consultationKeys.day(date) : null, ([, , day]) =>
    getConsultationDay(client, day),
  );
}
