import { useSupabase, type DataClient } from '../client';
import { unwrap } from '../errors';
import { useQuery, useRevalidatingMutation } from '../swr';
import { leadKeys } from './keys';

/** How a member hears of new leads (docs/leads.md, "Alerts"); each lead unless they chose. */
export type LeadAlerts = 'each_lead' | 'daily_digest' | 'none';

const isLeadAlerts = (value: string): value is LeadAlerts =>
  value === 'each_lead' || value === 'daily_digest' || value === 'none';

/** The signed-in member's choice; `each_lead` when they never chose. */
export async function getLeadAlerts(client: DataClient): Promise<LeadAlerts> {
  const rows = unwrap(await client.from('team_member_preferences').select('lead_alerts'));
  const value = rows[0]?.lead_alerts ?? 'each_lead';
  return isLeadAlerts(value) ? value : 'each_lead';
}

export function useLeadAlerts() {
  const client = useSupabase();
  return useQuery(leadKeys.alertPreference(), () => getLeadAlerts(client));
}

/** Saves the signed-in member's choice (their own row only; the database checks). */
export async function setLeadAlerts(
  client: DataClient,
  userId: string,
  choice: LeadAlerts,
): Promise<void> {
  unwrap(
    await client
      .from('team_member_preferences')
      .upsert({ user_id: userId, lead_alerts: choice }, { onConflict: 'user_id' }),
  );
}

export function useSetLeadAlerts() {
  return useRevalidatingMutation(setLeadAlerts, ['lead_activity']);
}
