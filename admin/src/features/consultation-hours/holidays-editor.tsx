import { bookingWindow } from '@inzira/shared-data/consultations';
import {
  holidaySchema,
  useAnnouncedHolidays,
  useConsultationHoursActions,
  useHolidays,
  type HolidayValues,
} from '@inzira/shared-data/consultation-hours';
import { DateInput, FormikForm, SubmitButton, TextInput } from '@inzira/shared-ui/form-fields';
import { DataView, LoadingState } from '@inzira/shared-ui/states';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { addYears, format } from 'date-fns';
import { useNotifiedAction } from '../../common/notices/use-notified-action';

const empty: HolidayValues = { day: '', name: '' };

/**
 * Rwanda's public holidays of the coming year: the fixed and Easter-based ones are computed; the
 * Eids and any declared day are rows the team adds or corrects here (docs/consultations.md).
 */
export function HolidaysEditor() {
  const today = bookingWindow().min;
  const yearAhead = format(addYears(new Date(`${today}T12:00:00Z`), 1), 'yyyy-MM-dd');
  const holidays = useHolidays(today, yearAhead);
  const announced = useAnnouncedHolidays();
  const { saveHoliday, deleteHoliday } = useConsultationHoursActions();
  const { run, isRunning } = useNotifiedAction();
  const entered = new Set((announced.data ?? []).map((row) => row.day));

  return (
    <Stack spacing={2}>
      <DataView
        query={holidays}
        loading={<LoadingState label="Loading the holidays" />}
        empty={<Typography variant="body2">No public holiday in the coming year.</Typography>}
      >
        {(rows) => (
          <List dense aria-label="Public holidays of the coming year" disablePadding>
            {rows.map((holiday) => (
              <ListItem
                key={holiday.day}
                disableGutters
                secondaryAction={
                  entered.has(holiday.day) ? (
                    <Button
                      size="small"
                      disabled={isRunning}
                      aria-label={`Remove ${holiday.name} on ${holiday.day}`}
                      onClick={() =>
                        void run(() => deleteHoliday(holiday.day), {
                          success: `${holiday.name} removed`,
                          failure: 'Could not remove the holiday',
                        })
                      }
                    >
                      Remove
                    </Button>
                  ) : undefined
                }
              >
                <ListItemText
                  primary={`${holiday.day} · ${holiday.name}`}
                  secondary={entered.has(holiday.day) ? 'Announced (entered here)' : 'By rule'}
                />
              </ListItem>
            ))}
          </List>
        )}
      </DataView>
      <Typography variant="subtitle2" component="h4">
        Add or correct a holiday
      </Typography>
      <Typography variant="body2" color="text.secondary">
        When an Eid is announced on another day, remove the expected date and add the announced one.
        A date already listed takes the new name.
      </Typography>
      <FormikForm<HolidayValues>
        initialValues={empty}
        validationSchema={holidaySchema}
        onSubmit={(values, helpers) =>
          run(
            async () => {
              await saveHoliday({ day: values.day, name: values.name });
              helpers.resetForm();
            },
            { success: `${values.name} saved`, failure: 'Could not save the holiday' },
          )
        }
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateInput name="day" label="Holiday date" required />
          <TextInput name="name" label="Holiday name" required />
        </Stack>
        <div>
          <SubmitButton label="Save holiday" submittingLabel="Saving..." />
        </div>
      </FormikForm>
    </Stack>
  );
}
