import { useTeamSettings, useUpdateTeamSettings } from '@inzira/shared-data/team';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useNotifiedAction } from '../../common/notices/use-notified-action';
import { RetentionSetting } from './retention-setting';

/**
 * The owner's team rules: two-step sign-in for everyone (lead data then needs it) and how long
 * the audit log keeps entries (docs/team-and-roles.md) and content versions (docs/content-trust.md).
 */
export function TeamRules() {
  const settings = useTeamSettings();
  const update = useUpdateTeamSettings();
  const { run, isRunning } = useNotifiedAction();
  const current = settings.data;
  if (!current) return null;

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <FormControlLabel
        control={
          <Switch
            checked={current.mfa_required}
            disabled={isRunning}
            onChange={(event) => {
              const required = event.target.checked;
              void run(() => update({ mfa_required: required }), {
                success: required
                  ? 'Everyone now needs a code from an app to read leads.'
                  : 'Two-step sign-in is no longer required.',
                failure: 'The rule could not be changed',
              });
            }}
          />
        }
        label="Require two-step sign-in for everyone"
      />
      <Typography variant="body2" color="text.secondary">
        Turn it on from a session signed in with your own code. Members without an app then read no
        lead until they set one up.
      </Typography>
      <RetentionSetting
        setting="audit_retention_days"
        label="Keep the audit log (days)"
        current={current.audit_retention_days}
      />
      <RetentionSetting
        setting="revision_retention_days"
        label="Keep content versions (days)"
        current={current.revision_retention_days}
      />
      <Typography variant="body2" color="text.secondary">
        Older versions of posts, projects, services and testimonials are removed; the latest ten of
        each are always kept.
      </Typography>
    </Stack>
  );
}
