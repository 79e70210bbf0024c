import {
  bookingWindow,
  consultationSchema,
  scheduledFor,
  useConsultationDay,
} from '@inzira/shared-data/consultations';
import { DateInput, TimeSlotPicker } from '@inzira/shared-ui/form-fields';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Form, Formik, useFormikContext } from 'formik';
import { m } from '../../paraglide/messages.js';

interface Values {
  date: string;
  time: string;
}

// The new request form's own date and slot rules (the day exists, within the window, a slot).
const schema = consultationSchema.pick(['date', 'time']);

/** The times the consultation hours offer on the chosen day (docs/consultations.md). */
function FreeSlots() {
  const { values } = useFormikContext<Values>();
  const { data: day } = useConsultationDay(values.date || undefined);
  const slots = day?.slots ?? [];
  let helperText: string | undefined = m.slot_choose_date_first();
  if (values.date) helperText = day && slots.length === 0 ? m.reschedule_no_time() : undefined;
  return (
    <TimeSlotPicker
      name="time"
      label={m.reschedule_time_label()}
      required
      slots={slots}
      unavailable={slots.filter((slot) => slot.isTaken).map((slot) => slot.value)}
      unavailableText={m.slot_unavailable()}
      helperText={helperText}
    />
  );
}

/**
 * A new date and slot for the visitor's appointment, under the same rules as a new request: the
 * picker greys out taken and past slots and the database checks the slot again.
 */
export function RescheduleForm({
  onReschedule,
}: {
  /** Resolves to the refusal's message, or nothing once moved. */
  onReschedule: (scheduledFor: string) => Promise<string | undefined>;
}) {
  const { min, max } = bookingWindow();
  return (
    <Formik<Values>
      initialValues={{ date: '', time: '' }}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        const refusal = await onReschedule(scheduledFor(values.date, values.time));
        if (refusal) helpers.setFieldError('time', refusal);
      }}
    >
      {({ isSubmitting }) => (
        <Box component={Form} noValidate sx={{ display: 'grid', gap: 2 }}>
          <DateInput name="date" label={m.reschedule_date_label()} required min={min} max={max} />
          <FreeSlots />
          <Button
            type="submit"
            variant="contained"
            disabled={isSubmitting}
            sx={{ justifySelf: 'start' }}
          >
            {isSubmitting ? m.reschedule_moving() : m.reschedule_submit()}
          </Button>
        </Box>
      )}
    </Formik>
  );
}
