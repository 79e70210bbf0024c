import { useSession } from '@inzira/shared-data/auth';
import { brand } from '@inzira/shared-ui/brand';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { formatDateTime } from '../common/admin-list/format';
import { ConsultationHoursSettings } from '../features/consultation-hours';
import { roleMayOpen } from '@inzira/shared-data/team';
import { useMemberRole } from '../features/auth';
import { TwoFactor } from '../features/security';
import {
  ChangePassword,
  FailedVisitorEmails,
  LeadAlertSettings,
  VisitorEmailSettings,
  WaitingThresholdSetting,
} from '../features/settings';
import { TeamMembers, TeamRules } from '../features/team';

export function SettingsPage() {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.session.user : null;
  // Sections show for the roles that may use them (docs/team-and-roles.md).
  const role = useMemberRole();

  return (
    <Stack spacing={3} sx={{ maxWidth: 860 }}>
      <title>{`Settings | ${brand.name} Admin`}</title>
      <Paper component="section" aria-labelledby="account-title" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="account-title" variant="h6" component="h2" gutterBottom>
          Account
        </Typography>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1.5 }}
        >
          <Typography component="dt" color="text.secondary">
            Email
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {user?.email ?? ''}
          </Typography>
          <Typography component="dt" color="text.secondary">
            Last sign-in
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {formatDateTime(user?.last_sign_in_at)}
          </Typography>
        </Box>
      </Paper>
      <Paper component="section" aria-labelledby="password-title" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="password-title" variant="h6" component="h2" gutterBottom>
          Change password
        </Typography>
        <ChangePassword />
      </Paper>
      {roleMayOpen(role, 'leads') && (
        <Paper component="section" aria-labelledby="alerts-title" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="alerts-title" variant="h6" component="h2" gutterBottom>
            New leads
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            How you hear of a lead a visitor sends, with a link straight to it.
          </Typography>
          <LeadAlertSettings />
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2, mb: 1 }}>
            Waiting too long
          </Typography>
          <WaitingThresholdSetting canChange={roleMayOpen(role, 'owner')} />
        </Paper>
      )}
      <Paper component="section" aria-labelledby="two-step-title" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="two-step-title" variant="h6" component="h2" gutterBottom>
          Two-step sign-in
        </Typography>
        <TwoFactor />
      </Paper>
      {roleMayOpen(role, 'owner') && (
        <Paper component="section" aria-labelledby="team-title" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="team-title" variant="h6" component="h2" gutterBottom>
            Team
          </Typography>
          <TeamMembers />
          <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
            Rules
          </Typography>
          <TeamRules />
        </Paper>
      )}
      {roleMayOpen(role, 'leads') && (
        <Paper component="section" aria-labelledby="emails-title" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="emails-title" variant="h6" component="h2" gutterBottom>
            E-mails to visitors
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Sent when you change a lead’s status or reschedule a consultation. A switched-off e-mail
            is not sent; the lead’s history says so.
          </Typography>
          <VisitorEmailSettings />
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2, mb: 1 }}>
            Not sent
          </Typography>
          <FailedVisitorEmails />
        </Paper>
      )}
      {roleMayOpen(role, 'leads') && (
        <Paper component="section" aria-labelledby="hours-title" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="hours-title" variant="h6" component="h2" gutterBottom>
            Consultation hours
          </Typography>
          <ConsultationHoursSettings />
        </Paper>
      )}
    </Stack>
  );
}
