import {
  consultationSettingsSchema,
  useConsultationHoursActions,
  useConsultationSettings,
  type ConsultationSettingsValues,
} from '@inzira/shared-data/consultation-hours';
import { FormikForm, NumberInput, SubmitButton } from '@inzira/shared-ui/form-fields';
import { DataView, LoadingState } from '@inzira/shared-ui/states';
import Stack from '@mui/material/Stack';
import { useNotifiedAction } from '../../common/notices/use-notified-action';

/** How long a consultation lasts and the pause kept after it: together they space the slots. */
export function MeetingSettingsForm() {
  const settings = useConsultationSettings();
  const { saveSettings } = useConsultationHoursActions();
  const { run } = useNotifiedAction();
  return (
    <DataView query={settings} loading={<LoadingState label="Loading the meeting length" />}>
      {(current) => (
        <FormikForm<ConsultationSettingsValues>
          initialValues={{
            meeting_minutes: current.meeting_minutes,
            buffer_minutes: current.buffer_minutes,
          }}
          enableReinitialize
          validationSchema={consultationSettingsSchema}
          onSubmit={(values) =>
            run(() => saveSettings(values), {
              success: 'Meeting length saved',
              failure: 'Could not save the meeting length',
            })
          }
        >
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <NumberInput
              name="meeting_minutes"
              label="Meeting length (minutes)"
              min={15}
              max={240}
              step={5}
              helperText="15 to 240"
            />
            <NumberInput
              name="buffer_minutes"
              label="Buffer after each (minutes)"
              min={0}
              max={120}
              step={5}
              helperText="0 to 120"
            />
          </Stack>
          <div>
            <SubmitButton label="Save meeting length" submittingLabel="Saving..." />
          </div>
        </FormikForm>
      )}
    </DataView>
  );
}
