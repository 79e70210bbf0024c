import { TZDate } from '@date-fns/tz';
import { AGENCY_TIME_ZONE } from '@inzira/contract/agency.ts';
import { addDays } from 'date-fns';
import { useSupabase, type DataClient } from '../client';
import { unwrap } from '../errors';
import { useQuery } from '../swr';
import { consultationKeys } from './keys';

/** One appointment on the team's agenda. */
export interface AgendaEntry {
  id: string;
  full_name: string;
  service: string;
  status: 'pending' | 'confirmed' | 'completed' | 'cancelled';
  scheduled_for: string;
}

/**
 * The appointments of `days` Kigali days from `firstDay` ('yyyy-MM-dd'), by time. Cancelled ones
 * are left out (their slot is free again); requests whose e-mail is unconfirmed never reach an
 * administrator (docs/consultations.md).
 */
export async function getAgenda(
  client: DataClient,
  firstDay: string,
  days: number,
): Promise<AgendaEntry[]> {
  const start = new TZDate(`${firstDay}T00:00:00`, AGENCY_TIME_ZONE);
  const end = addDays(start, days);
  return unwrap(
    await client
      .from('consultations')
      .select('id, full_name, service, status, scheduled_for')
      .gte('scheduled_for', start.toISOString())
      .lt('scheduled_for', end.toISOString())
      .neq('status', 'cancelled')
      .order('scheduled_for', { ascending: true })
      .limit(500),
  );
}

export function useAgenda(firstDay: string, days: number) {
  const client = useSupabase();
  return useQuery(consultationKeys.agenda(firstDay, days), ([, , day, count]) =>
    getAgenda(client, day, count),
  );
}
