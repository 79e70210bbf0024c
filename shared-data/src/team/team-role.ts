import { isTeamRole, type TeamRole } from '@inzira/contract/team.ts';
import { decodeJwt } from 'jose';
import type { Session } from '@supabase/supabase-js';
import { useAuthClient, type InziraClient } from '../client';
import { unwrap } from '../errors';
import { useQuery } from '../swr';

/**
 * The role the access token carries (the custom access token hook's `user_role` claim,
 * docs/team-and-roles.md); undefined when the token has no such claim, null outside the team.
 */
export function roleClaim(session: Session): TeamRole | null | undefined {
  const claims = decodeJwt(session.access_token);
  if (!('user_role' in claims)) return undefined;
  return isTeamRole(claims.user_role) ? claims.user_role : null;
}

/** The caller's role as the database judges it (a token issued before the hook existed). */
export async function getTeamRole(client: InziraClient): Promise<TeamRole | null> {
  const role: unknown = unwrap(await client.rpc('current_team_role'));
  return isTeamRole(role) ? role : null;
}

/**
 * What the signed-in member may see: read from the token's claims, asked of the database only
 * when the token has none. The database refuses what a role may not do either way; this only
 * decides what the app shows.
 */
export function useTeamRole(session: Session | null) {
  const client = useAuthClient();
  const claimed = session ? roleClaim(session) : null;
  const asked = useQuery(
    session && claimed === undefined ? ['auth', 'team-role', session.user.id] : null,
    () => getTeamRole(client),
  );
  return claimed === undefined ? asked.data : claimed;
}

/** What each role may open (the database's areas, docs/team-and-roles.md). */
export const ROLE_AREAS = {
  content: ['owner', 'editor'],
  leads: ['owner', 'sales'],
  owner: ['owner'],
} as const satisfies Record<string, readonly TeamRole[]>;

export type RoleArea = keyof typeof ROLE_AREAS;

export const roleMayOpen = (role: TeamRole | null | undefined, area: RoleArea): boolean =>
  !!role && (ROLE_AREAS[area] as readonly TeamRole[]).includes(role);
