import { useSession } from '@inzira/shared-data/auth';
import { useLeadAlerts, useSetLeadAlerts, type LeadAlerts } from '@inzira/shared-data/leads';
import { DataView, LoadingState } from '@inzira/shared-ui/states';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useNotifiedAction } from '../../common/notices/use-notified-action';

// The daily digest is stored as a choice but not offered until it is sent (docs/leads.md).
const CHOICES: { value: LeadAlerts; label: string }[] = [
  { value: 'each_lead', label: 'An e-mail for each new lead' },
  { value: 'none', label: 'No e-mails' },
];

/** The signed-in member's own choice of new-lead e-mails. */
export function LeadAlertSettings() {
  const alerts = useLeadAlerts();
  const setAlerts = useSetLeadAlerts();
  const { run, isRunning } = useNotifiedAction();
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.session.user.id : '';

  const handleChange = (value: string) => {
    const choice = CHOICES.find((each) => each.value === value);
    if (!choice) return;
    void run(() => setAlerts(userId, choice.value), {
      success: 'Alert preference saved',
      failure: 'Failed to save the alert preference',
    });
  };

  return (
    <DataView query={alerts} loading={<LoadingState label="Loading alert preference" />}>
      {(current) => (
        <RadioGroup
          aria-label="New leads"
          value={current}
          onChange={(event) => handleChange(event.target.value)}
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
      )}
    </DataView>
  );
}
