import type { DataClient } from '../client';
import { unwrap } from '../errors';
import { useRevalidatingMutation } from '../swr';
import type {
  AnnouncedHoliday,
  ConsultationSettings,
  DateOverride,
  WeeklyHoursRow,
} from './consultation-hours-queries';

export async function saveWeeklyHours(client: DataClient, week: WeeklyHoursRow[]): Promise<void> {
  for (const day of week) {
    unwrap(
      await client
        .from('consultation_hours')
        .update({ opens_at: day.opens_at, closes_at: day.closes_at })
        .eq('weekday', day.weekday)
        .select('weekday')
        .single(),
    );
  }
}

export async function saveConsultationSettings(
  client: DataClient,
  settings: Omit<ConsultationSettings, 'id'>,
): Promise<void> {
  unwrap(
    await client
      .from('consultation_settings')
      .update(settings)
      .eq('id', true)
      .select('id')
      .single(),
  );
}

/** Adds a holiday, or corrects one: `previousDay` is the date it had, when it moves. */
export async function saveHoliday(
  client: DataClient,
  holiday: AnnouncedHoliday,
  previousDay?: string,
): Promise<void> {
  if (previousDay && previousDay !== holiday.day) {
    unwrap(
      await client
        .from('public_holidays')
        .update(holiday)
        .eq('day', previousDay)
        .select('day')
        .single(),
    );
    return;
  }
  unwrap(await client.from('public_holidays').upsert(holiday).select('day').single());
}

export async function deleteHoliday(client: DataClient, day: string): Promise<void> {
  unwrap(await client.from('public_holidays').delete().eq('day', day));
}

/** Sets a date's override (closed, or open with its own hours); one per date. */
export async function saveDateOverride(client: DataClient, override: DateOverride): Promise<void> {
  unwrap(await client.from('consultation_date_overrides').upsert(override).select('day').single());
}

export async function deleteDateOverride(client: DataClient, day: string): Promise<void> {
  unwrap(await client.from('consultation_date_overrides').delete().eq('day', day));
}

/** The writes above, each refreshing the hours and every slot list shown (bound to the app's client). */
export function useConsultationHoursActions() {
  const areas = ['consultation_hours', 'consultations'] as const;
  return {
    saveWeeklyHours: useRevalidatingMutation(saveWeeklyHours, areas),
    saveSettings: useRevalidatingMutation(saveConsultationSettings, areas),
    saveHoliday: useRevalidatingMutation(saveHoliday, areas),
    deleteHoliday: useRevalidatingMutation(deleteHoliday, areas),
    saveDateOverride: useRevalidatingMutation(saveDateOverride, areas),
    deleteDateOverride: useRevalidatingMutation(deleteDateOverride, areas),
  };
}
