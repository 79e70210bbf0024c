import { TEAM_ROLE_LABELS, isTeamRole } from '@inzira/contract/team.ts';
import { useSession } from '@inzira/shared-data/auth';
import {
  useInviteMember,
  useRemoveMember,
  useResetMemberFactors,
  useSetMemberRole,
  useTeam,
} from '@inzira/shared-data/team';
import { ErrorState, LoadingState } from '@inzira/shared-ui/states';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../common/admin-list/format';
import { useNotifiedAction } from '../../common/notices/use-notified-action';
import { paths } from '../../config/paths';
import { InviteMemberForm, roleOptions } from './invite-member-form';

/**
 * Settings > Team (owners): the members with their role and last sign-in, invitations by e-mail
 * and role, role changes, removal and a reset of a member's second factors
 * (docs/team-and-roles.md). The database refuses what breaks a rule (the last owner stays).
 */
export function TeamMembers() {
  const team = useTeam();
  const session = useSession();
  const myId = session.status === 'signed-in' ? session.session.user.id : '';
  const invite = useInviteMember();
  const setRole = useSetMemberRole();
  const remove = useRemoveMember();
  const resetFactors = useResetMemberFactors();
  const { run } = useNotifiedAction();

  if (team.isLoading) return <LoadingState label="Loading the team" />;
  if (team.error)
    return <ErrorState message={team.error.message} onRetry={() => void team.mutate()} />;

  return (
    <>
      <Table size="small" aria-label="Team members">
        <TableHead>
          <TableRow>
            <TableCell>Email</TableCell>
            <TableCell>Role</TableCell>
            <TableCell>Last sign-in</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(team.data ?? []).map((member) => (
            <TableRow key={member.user_id}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{member.email}</TableCell>
              <TableCell>
                <TextField
                  select
                  size="small"
                  value={member.role}
                  slotProps={{
                    select: { native: true },
                    htmlInput: { 'aria-label': `Role of ${member.email}` },
                  }}
                  onChange={(event) => {
                    const role = event.target.value;
                    if (!isTeamRole(role)) return;
                    void run(() => setRole(member.user_id, role), {
                      success: `${member.email} is now ${TEAM_ROLE_LABELS[role]}.`,
                      failure: 'The role could not be changed',
                    });
                  }}
                >
                  {roleOptions.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </TextField>
              </TableCell>
              <TableCell>
                {member.last_sign_in_at ? formatDateTime(member.last_sign_in_at) : 'Never'}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Button
                  size="small"
                  onClick={() =>
                    void run(() => resetFactors(member.user_id), {
                      success: `${member.email} can sign in with a password and enrol again.`,
                      failure: 'The factors could not be reset',
                    })
                  }
                >
                  Reset 2FA
                </Button>
                {member.user_id !== myId && (
                  <Button
                    size="small"
                    color="error"
                    aria-label={`Remove ${member.email}`}
                    onClick={() =>
                      void run(() => remove(member.user_id), {
                        success: `${member.email} is no longer in the team.`,
                        failure: 'The member could not be removed',
                      })
                    }
                  >
                    Remove
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
        Invite someone
      </Typography>
      <InviteMemberForm
        onSubmit={(values, helpers) =>
          run(
            async () => {
              const redirectTo = new URL(paths.resetPassword, window.location.origin).href;
              await invite(values.email.trim(), values.role, redirectTo);
              helpers.resetForm();
            },
            {
              success: `Invitation sent to ${values.email.trim()}.`,
              failure: 'The invitation could not be sent',
            },
          )
        }
      />
    </>
  );
}
