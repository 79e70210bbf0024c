import { useUpdateTeamSettings } from '@inzira/shared-data/team';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useNotifiedAction } from '../../common/notices/use-notified-action';

export interface RetentionSettingProps {
  setting: 'audit_retention_days' | 'revision_retention_days';
  label: string;
  current: number;
}

/** How many days something is kept: 30 to 3650, as the database checks. */
export function RetentionSetting({ setting, label, current }: RetentionSettingProps) {
  const update = useUpdateTeamSettings();
  const { run, isRunning } = useNotifiedAction();
  const [days, setDays] = useState<string | null>(null);
  const shownDays = days ?? String(current);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <TextField
        label={label}
        type="number"
        size="small"
        value={shownDays}
        onChange={(event) => setDays(event.target.value)}
        slotProps={{ htmlInput: { min: 30, max: 3650 } }}
      />
      <Button
        variant="outlined"
        disabled={isRunning || shownDays === String(current)}
        onClick={() =>
          void run(
            async () => {
              await update({ [setting]: Number(shownDays) });
              setDays(null);
            },
            { success: 'Retention saved.', failure: 'Between 30 and 3650 days' },
          )
        }
      >
        Save
      </Button>
    </Stack>
  );
}
