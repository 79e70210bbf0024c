import { useSession } from '@inzira/shared-data/auth';
import {
  useLeadAlerts,
  useSetLeadAlerts,
  type LeadAlertPreference,
  type LeadAlerts,
} from '@inzira/shared-data/leads';
import { DataView, LoadingState } from '@inzira/shared-ui/states';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useNotifiedAction } from '../../common/notices/use-notified-action';

const CHOICES: { value: LeadAlerts; label: string }[] = [
  { value: 'each_lead', label: 'An e-mail for each new lead' },
  { value: 'daily_digest', label: 'A daily digest: new leads and leads waiting too long' },
  { value: 'none', label: 'No e-mails' },
];

// The digest goes at the start of the chosen Kigali hour (docs/leads.md, "Daily digest").
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The signed-in member's own choice of new-lead e-mails, and the hour of their digest. */
export function LeadAlertSettings() {
  const alerts = useLeadAlerts();
  const setAlerts = useSetLeadAlerts();
  const { run, isRunning } = useNotifiedAction();
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.session.user.id : '';

  const save = (next: LeadAlertPreference) =>
    void run(() => setAlerts(userId, next), {
      success: 'Alert preference saved',
      failure: 'Failed to save the alert preference',
    });

  return (
    <DataView query={alerts} loading={<LoadingState label="Loading alert preference" />}>
      {(current) => (
        <>
          <RadioGroup
            aria-label="New leads"
            value={current.alerts}
            onChange={(event) => {
              const choice = CHOICES.find((each) => each.value === event.target.value);
              if (choice) save({ ...current, alerts: choice.value });
            }}
          >
            {CHOICES.map((choice) => (
              <FormControlLabel
                key={choice.value}
                value={choice.value}
                label={choice.label}
                disabled={isRunning}
                control={<Radio />}
              />
            ))}
          </RadioGroup>
          {current.alerts === 'daily_digest' && (
            <TextField
              select
              size="small"
              label="Digest at (Kigali time)"
              value={current.digestHour}
              disabled={isRunning}
              helperText="The leads of the 24 hours before this hour, and those waiting too long. Nothing is sent on a day with nothing to say."
              sx={{ mt: 1, minWidth: 220 }}
              onChange={(event) => {
                const hour = HOURS.find((each) => String(each) === event.target.value);
                if (hour !== undefined) save({ ...current, digestHour: hour });
              }}
            >
              {HOURS.map((hour) => (
                <MenuItem key={hour} value={hour}>
                  {hourLabel(hour)}
                </MenuItem>
              ))}
            </TextField>
          )}
        </>
      )}
    </DataView>
  );
}
