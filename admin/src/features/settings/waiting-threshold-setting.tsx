import { useTeamSettings, useUpdateTeamSettings } from '@inzira/shared-data/team';
import { DataView, LoadingState } from '@inzira/shared-ui/states';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotifiedAction } from '../../common/notices/use-notified-action';

// Hours of working days (Kigali's Monday to Friday, public holidays left out): 24 is one
// working day, the default (docs/leads.md, "Waiting too long").
const CHOICES = [
  { hours: 4, label: '4 working hours' },
  { hours: 8, label: '8 working hours' },
  { hours: 24, label: '1 working day' },
  { hours: 48, label: '2 working days' },
  { hours: 72, label: '3 working days' },
  { hours: 120, label: '1 working week' },
];

const thresholdLabel = (hours: number) =>
  CHOICES.find((choice) => choice.hours === hours)?.label ?? `${hours} working hours`;

/**
 * How long a lead may wait for its first act before it is flagged in the inboxes, the
 * dashboard and the daily digest. One threshold for the team: owners change it, everyone else
 * reads it (the database refuses their change anyway).
 */
export function WaitingThresholdSetting({ canChange }: { canChange: boolean }) {
  const settings = useTeamSettings();
  const update = useUpdateTeamSettings();
  const { run, isRunning } = useNotifiedAction();

  return (
    <DataView query={settings} loading={<LoadingState label="Loading the waiting threshold" />}>
      {(current) => {
        const hours = current.lead_waiting_hours;
        if (!canChange)
          return (
            <Typography variant="body2" color="text.secondary">
              A lead nobody has acted on for more than {thresholdLabel(hours)} is flagged as waiting
              too long.
            </Typography>
          );
        const choices = CHOICES.some((choice) => choice.hours === hours)
          ? CHOICES
          : [...CHOICES, { hours, label: thresholdLabel(hours) }];
        return (
          <TextField
            select
            size="small"
            label="Flag a lead waiting longer than"
            value={hours}
            disabled={isRunning}
            helperText="Counted on working days only: Monday to Friday, public holidays left out."
            sx={{ minWidth: 280 }}
            onChange={(event) => {
              const chosen = choices.find((choice) => String(choice.hours) === event.target.value);
              if (!chosen) return;
              void run(() => update({ lead_waiting_hours: chosen.hours }), {
                success: 'Waiting threshold saved',
                failure: 'Failed to save the waiting threshold',
              });
            }}
          >
            {choices.map((choice) => (
              <MenuItem key={choice.hours} value={choice.hours}>
                {choice.label}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    </DataView>
  );
}
