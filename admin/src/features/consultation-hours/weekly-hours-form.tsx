import {
  clockTime,
  useConsultationHoursActions,
  useWeeklyHours,
  WEEKDAY_NAMES,
  weeklyHoursSchema,
  type WeeklyHoursRow,
  type WeeklyHoursValues,
} from '@inzira/shared-data/consultation-hours';
import { FormikForm, SubmitButton } from '@inzira/shared-ui/form-fields';
import { DataView, LoadingState } from '@inzira/shared-ui/states';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useField } from 'formik';
import { useNotifiedAction } from '../../common/notices/use-notified-action';
import { TimeField } from './time-field';

const toValues = (week: WeeklyHoursRow[]): WeeklyHoursValues => ({
  days: week.map((day) => ({
    weekday: day.weekday,
    isOpen: day.opens_at !== null,
    opens: day.opens_at ? clockTime(day.opens_at) : '09:00',
    closes: day.closes_at ? clockTime(day.closes_at) : '17:00',
  })),
});

function DayRow({ index, name }: { index: number; name: string }) {
  const [open] = useField<boolean>(`days.${index}.isOpen`);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <FormControlLabel
        sx={{ width: 170, m: 0 }}
        control={<Switch {...open} checked={open.value} />}
        label={open.value ? `${name}: open` : `${name}: closed`}
      />
      <TimeField name={`days.${index}.opens`} label={`${name} opens`} disabled={!open.value} />
      <TimeField name={`days.${index}.closes`} label={`${name} closes`} disabled={!open.value} />
    </Stack>
  );
}

/** The hours of each weekday (Kigali time); a closed day offers no slot. */
export function WeeklyHoursForm() {
  const week = useWeeklyHours();
  const { saveWeeklyHours } = useConsultationHoursActions();
  const { run } = useNotifiedAction();
  return (
    <DataView query={week} loading={<LoadingState label="Loading the weekly hours" />}>
      {(rows) => (
        <FormikForm<WeeklyHoursValues>
          initialValues={toValues(rows)}
          enableReinitialize
          validationSchema={weeklyHoursSchema}
          onSubmit={(values) =>
            run(
              () =>
                saveWeeklyHours(
                  values.days.map((day) => ({
                    weekday: day.weekday,
                    opens_at: day.isOpen ? (day.opens ?? null) : null,
                    closes_at: day.isOpen ? (day.closes ?? null) : null,
                  })),
                ),
              { success: 'Weekly hours saved', failure: 'Could not save the weekly hours' },
            )
          }
        >
          {rows.map((day, index) => (
            <DayRow
              key={day.weekday}
              index={index}
              name={WEEKDAY_NAMES[day.weekday - 1] ?? `Day ${day.weekday}`}
            />
          ))}
          <div>
            <SubmitButton label="Save hours" submittingLabel="Saving..." />
          </div>
        </FormikForm>
      )}
    </DataView>
  );
}
