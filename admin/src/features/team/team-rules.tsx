import { useTeamSettings, useUpdateTeamSettings } from '@inzira/shared-data/team';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotifiedAction } from '../../common/notices/use-notified-action';

/**
 * The owner's team rules: two-step sign-in for everyone (lead data then needs it) and how long
 * the audit log keeps entries (docs/team-and-roles.md).
 */
export function TeamRules() {
  const settings = useTeamSettings();
  const update = useUpdateTeamSettings();
  const { run, isRunning } = useNotifiedAction();
  const [days, setDays] = useState<string | null>(null);
  const current = settings.data;
  if (!current) return null;
  const shownDays = days ?? String(current.audit_retention_days);

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
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <TextField
          label="Keep the audit log (days)"
          type="number"
          size="small"
          value={shownDays}
          onChange={(event) => setDays(event.target.value)}
          slotProps={{ htmlInput: { min: 30, max: 3650 } }}
        />
        <Button
          variant="outlined"
          disabled={isRunning || shownDays === String(current.audit_retention_days)}
          onClick={() =>
            void run(
              async () => {
                await update({ audit_retention_days: Number(shownDays) });
                setDays(null);
              },
              { success: 'Retention saved.', failure: 'Between 30 and 3650 days' },
            )
          }
        >
          Save
        </Button>
      </Stack>
    </Stack>
  );
}
