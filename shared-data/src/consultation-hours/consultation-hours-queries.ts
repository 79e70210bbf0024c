import type { Tables } from '@inzira/contract/database.types.ts';
import { useSupabase, type DataClient } from '../client';
import { unwrap } from '../errors';
import { useQuery } from '../swr';
import { consultationHoursKeys } from './keys';

export type WeeklyHoursRow = Tables<'consultation_hours'>;
export type ConsultationSettings = Tables<'consultation_settings'>;
export type AnnouncedHoliday = Tables<'public_holidays'>;
export type DateOverride = Tables<'consultation_date_overrides'>;
export interface Holiday {
  day: string;
  name: string;
}

/** The seven weekdays' hours, Monday first (everyone may read them). */
export async function getWeeklyHours(client: DataClient): Promise<WeeklyHoursRow[]> {
  return unwrap(await client.from('consultation_hours').select('*').order('weekday'));
}

export function useWeeklyHours() {
  const client = useSupabase();
  return useQuery(consultationHoursKeys.weekly(), () => getWeeklyHours(client));
}

/** The meeting length and buffer (one row). */
export async function getConsultationSettings(client: DataClient): Promise<ConsultationSettings> {
  return unwrap(await client.from('consultation_settings').select('*').single());
}

export function useConsultationSettings() {
  const client = useSupabase();
  return useQuery(consultationHoursKeys.settings(), () => getConsultationSettings(client));
}

/** Rwanda's public holidays between two dates: the computed ones and the announced rows. */
export async function getHolidays(
  client: DataClient,
  from: string,
  to: string,
): Promise<Holiday[]> {
  return unwrap(await client.rpc('rwanda_public_holidays', { from_day: from, to_day: to }));
}

export function useHolidays(from: string, to: string) {
  const client = useSupabase();
  return useQuery(consultationHoursKeys.holidays(from, to), ([, , first, last]) =>
    getHolidays(client, first, last),
  );
}

/** The holidays administrators entered (the Eids, declared days), by date. */
export async function getAnnouncedHolidays(client: DataClient): Promise<AnnouncedHoliday[]> {
  return unwrap(await client.from('public_holidays').select('*').order('day'));
}

export function useAnnouncedHolidays() {
  const client = useSupabase();
  return useQuery(consultationHoursKeys.announced(), () => getAnnouncedHolidays(client));
}

/** The office's date overrides, by date (administrators only). */
export async function getDateOverrides(client: DataClient): Promise<DateOverride[]> {
  return unwrap(await client.from('consultation_date_overrides').select('*').order('day'));
}

export function useDateOverrides() {
  const client = useSupabase();
  return useQuery(consultationHoursKeys.overrides(), () => getDateOverrides(client));
}
