import { FUNCTION_NAMES } from '@inzira/contract/functions.ts';
import type { ManageTeamRequest, TeamRole } from '@inzira/contract/team.ts';
import type { Tables } from '@inzira/contract/database.types.ts';
import { FunctionsHttpError } from '@supabase/functions-js';
import { useSupabase, type DataClient } from '../client';
import { unwrap } from '../errors';
import { useQuery, useRevalidatingMutation } from '../swr';

export interface TeamMember {
  user_id: string;
  email: string;
  role: TeamRole;
  created_at: string;
  last_sign_in_at: string | null;
}

export type TeamSettings = Tables<'team_settings'>;

export const teamKeys = {
  members: () => ['team', 'members'] as const,
  settings: () => ['team', 'settings'] as const,
};

/** The team, with each member's e-mail and last sign-in (owners only). */
export async function getTeam(client: DataClient): Promise<TeamMember[]> {
  return unwrap(await client.rpc('admin_team'));
}

export function useTeam() {
  const client = useSupabase();
  return useQuery(teamKeys.members(), () => getTeam(client));
}

/** The manage-team function's refusal in words (its `error`), or what supabase-js says. */
async function invokeManageTeam(client: DataClient, body: ManageTeamRequest): Promise<unknown> {
  const { data, error } = await client.functions.invoke(FUNCTION_NAMES.manageTeam, { body });
  if (error instanceof FunctionsHttpError) {
    const answer: unknown = await error.context.json().catch(() => null);
    const message =
      answer && typeof answer === 'object' && 'error' in answer && typeof answer.error === 'string'
        ? answer.error
        : error.message;
    throw new Error(message);
  }
  if (error) throw new Error(error.message);
  return data;
}

/** Sends an invitation; its link lands on the app's set-password page (`redirectTo`). */
export async function inviteMember(
  client: DataClient,
  email: string,
  role: TeamRole,
  redirectTo: string,
): Promise<void> {
  await invokeManageTeam(client, { action: 'invite', email, role, redirectTo });
}

export async function resetMemberFactors(client: DataClient, userId: string): Promise<void> {
  await invokeManageTeam(client, { action: 'reset_factors', userId });
}

export async function setMemberRole(
  client: DataClient,
  userId: string,
  role: TeamRole,
): Promise<void> {
  unwrap(await client.rpc('admin_set_team_role', { member_id: userId, member_role: role }));
}

export async function removeMember(client: DataClient, userId: string): Promise<void> {
  unwrap(await client.rpc('admin_remove_team_member', { member_id: userId }));
}

export const useInviteMember = () => useRevalidatingMutation(inviteMember, ['team', 'audit_log']);
export const useSetMemberRole = () => useRevalidatingMutation(setMemberRole, ['team', 'audit_log']);
export const useRemoveMember = () => useRevalidatingMutation(removeMember, ['team', 'audit_log']);
export const useResetMemberFactors = () =>
  useRevalidatingMutation(resetMemberFactors, ['team', 'audit_log']);

export async function getTeamSettings(client: DataClient): Promise<TeamSettings | null> {
  return unwrap(await client.from('team_settings').select('*').maybeSingle());
}

export function useTeamSettings() {
  const client = useSupabase();
  return useQuery(teamKeys.settings(), () => getTeamSettings(client));
}

/** Changes the team settings (owners only; the database says why otherwise). */
export async function updateTeamSettings(
  client: DataClient,
  changes: Partial<
    Pick<
      TeamSettings,
      'mfa_required' | 'audit_retention_days' | 'revision_retention_days' | 'lead_waiting_hours'
    >
  >,
): Promise<void> {
  const rows = unwrap(
    await client.from('team_settings').update(changes).eq('id', true).select('id'),
  );
  if (rows.length !== 1) throw new Error('Only owners can change the team settings.');
}

// 'dashboard': the waiting threshold changes which leads the needs-action counts flag.
export const useUpdateTeamSettings = () =>
  useRevalidatingMutation(updateTeamSettings, ['team', 'audit_log', 'dashboard']);
