import {
  clockTime,
  dateOverrideSchema,
  useConsultationHoursActions,
  useDateOverrides,
  type DateOverride,
  type DateOverrideValues,
} from '@inzira/shared-data/consultation-hours';
import { DateInput, FormikForm, SubmitButton, TextInput } from '@inzira/shared-ui/form-fields';
import { DataView, LoadingState } from '@inzira/shared-ui/states';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useField } from 'formik';
import { useNotifiedAction } from '../../common/notices/use-notified-action';
import { TimeField } from './time-field';

const empty: DateOverrideValues = {
  day: '',
  isOpen: false,
  opens: '09:00',
  closes: '12:00',
  reason: '',
};

const describe = (override: DateOverride) =>
  override.opens_at && override.closes_at
    ? `Open ${clockTime(override.opens_at)} to ${clockTime(override.closes_at)}`
    : 'Closed all day';

function OverrideHours() {
  const [open] = useField<boolean>('isOpen');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <FormControlLabel
        sx={{ m: 0 }}
        control={<Switch {...open} checked={open.value} />}
        label={open.value ? 'Open with these hours' : 'Closed all day'}
      />
      {open.value && (
        <>
          <TimeField name="opens" label="Opens" />
          <TimeField name="closes" label="Closes" />
        </>
      )}
    </Stack>
  );
}

/**
 * Days that differ from the week: closed (a retreat, a funeral) or open with other hours, a
 * holiday included. The reason stays with the team; visitors only see the day closed.
 */
export function DateOverridesEditor() {
  const overrides = useDateOverrides();
  const { saveDateOverride, deleteDateOverride } = useConsultationHoursActions();
  const { run, isRunning } = useNotifiedAction();
  return (
    <Stack spacing={2}>
      <DataView
        query={overrides}
        loading={<LoadingState label="Loading the date overrides" />}
        empty={<Typography variant="body2">No date differs from the weekly hours.</Typography>}
      >
        {(rows) => (
          <List dense aria-label="Date overrides" disablePadding>
            {rows.map((override) => (
              <ListItem
                key={override.day}
                disableGutters
                secondaryAction={
                  <Button
                    size="small"
                    disabled={isRunning}
                    aria-label={`Remove the override of ${override.day}`}
                    onClick={() =>
                      void run(() => deleteDateOverride(override.day), {
                        success: `Override of ${override.day} removed`,
                        failure: 'Could not remove the override',
                      })
                    }
                  >
                    Remove
                  </Button>
                }
              >
                <ListItemText
                  primary={`${override.day} · ${describe(override)}`}
                  secondary={override.reason}
                />
              </ListItem>
            ))}
          </List>
        )}
      </DataView>
      <FormikForm<DateOverrideValues>
        initialValues={empty}
        validationSchema={dateOverrideSchema}
        onSubmit={(values, helpers) =>
          run(
            async () => {
              await saveDateOverride({
                day: values.day,
                opens_at: values.isOpen ? (values.opens ?? null) : null,
                closes_at: values.isOpen ? (values.closes ?? null) : null,
                reason: values.reason,
              });
              helpers.resetForm();
            },
            { success: `Override of ${values.day} saved`, failure: 'Could not save the override' },
          )
        }
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateInput name="day" label="Override date" required />
          <TextInput name="reason" label="Reason (for the team)" required />
        </Stack>
        <OverrideHours />
        <div>
          <SubmitButton label="Save override" submittingLabel="Saving..." />
        </div>
      </FormikForm>
    </Stack>
  );
}
