import { useSupabase, type DataClient } from '../client';
import { unwrap } from '../errors';
import { useQuery, useRevalidatingMutation } from '../swr';
import { leadKeys } from './keys';

/** How a member hears of new leads (docs/leads.md, "Alerts"); each lead unless they chose. */
export type LeadAlerts = 'each_lead' | 'daily_digest' | 'none';

/** The choice, and the Kigali hour (0-23) of the daily digest. */
export interface LeadAlertPreference {
  alerts: LeadAlerts;
  digestHour: number;
}

/** The digest's hour when a member never chose one (the database's default). */
const DEFAULT_DIGEST_HOUR = 8;

const isLeadAlerts = (value: string): value is LeadAlerts =>
  value === 'each_lead' || value === 'daily_digest' || value === 'none';

/** The signed-in member's choice; each lead, digest at 08:00, when they never chose. */
export async function getLeadAlerts(client: DataClient): Promise<LeadAlertPreference> {
  const rows = unwrap(
    await client.from('team_member_preferences').select('lead_alerts, digest_hour'),
  );
  const value = rows[0]?.lead_alerts ?? 'each_lead';
  return {
    alerts: isLeadAlerts(value) ? value : 'each_lead',
    digestHour: rows[0]?.digest_hour ?? DEFAULT_DIGEST_HOUR,
  };
}

export function useLeadAlerts() {
  const client = useSupabase();
  return useQuery(leadKeys.alertPreference(), () => getLeadAlerts(client));
}

/** Saves the signed-in member's choice (their own row only; the database checks). */
export async function setLeadAlerts(
  client: DataClient,
  userId: string,
  { alerts, digestHour }: LeadAlertPreference,
): Promise<void> {
  unwrap(
    await client
      .from('team_member_preferences')
      .upsert(
        { user_id: userId, lead_alerts: alerts, digest_hour: digestHour },
        { onConflict: 'user_id' },
      ),
  );
}

export function useSetLeadAlerts() {
  return useRevalidatingMutation(setLeadAlerts, ['lead_activity']);
}
