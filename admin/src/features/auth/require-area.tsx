import { TEAM_ROLE_LABELS, type TeamRole } from '@inzira/contract/team.ts';
import { roleMayOpen, type RoleArea } from '@inzira/shared-data/team';
import { LoadingState } from '@inzira/shared-ui/states';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { AUTH_MESSAGES } from './auth-messages';
import { useMemberRole } from './use-member-role';

export interface RequireAreaProps {
  /** The roles' area the screen belongs to; none: every member. */
  area: RoleArea | undefined;
  /** Where a member whose role cannot open this screen goes instead (the landing screen). */
  elsewhere?: (role: TeamRole | null) => string | undefined;
  children: ReactNode;
}

/**
 * Shows a screen only to the roles that may use it (docs/team-and-roles.md). The database
 * refuses the rest anyway; this keeps a member from a screen of errors.
 */
export function RequireArea({ area, elsewhere, children }: RequireAreaProps) {
  const role = useMemberRole();
  if (!area) return children;
  if (role === undefined) return <LoadingState label={AUTH_MESSAGES.checking} />;
  if (roleMayOpen(role, area)) return children;
  const other = elsewhere?.(role);
  if (other) return <Navigate to={other} replace />;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Not available to your role
      </Typography>
      <Alert severity="info">
        {role ? `${TEAM_ROLE_LABELS[role]}s` : 'You'} cannot open this page. Ask an owner if you
        need it.
      </Alert>
    </>
  );
}
