/**
 * The team's roles and what the `manage-team` Edge Function accepts (docs/team-and-roles.md).
 * The database's enum `public.team_role` holds the same three; a test compares them.
 */
export const TEAM_ROLES = ['owner', 'editor', 'sales'] as const;

export type TeamRole = (typeof TEAM_ROLES)[number];

export const isTeamRole = (value: unknown): value is TeamRole =>
  typeof value === 'string' && (TEAM_ROLES as readonly string[]).includes(value);

/** What each role is called on screen. */
export const TEAM_ROLE_LABELS: Record<TeamRole, string> = {
  owner: 'Owner',
  editor: 'Editor',
  sales: 'Sales',
};

/** Invite someone by e-mail in a role; the invitation's link lands on `redirectTo`. */
export interface InviteRequest {
  action: 'invite';
  email: string;
  role: TeamRole;
  redirectTo: string;
}

/** Delete every second factor of a member who lost their authenticator. */
export interface ResetFactorsRequest {
  action: 'reset_factors';
  userId: string;
}

export type ManageTeamRequest = InviteRequest | ResetFactorsRequest;
