import {
  bookingWindow,
  CONSULTATION_SLOT_VALUES,
  CONSULTATION_SLOTS,
  consultationSchema,
  pastSlots,
  scheduledFor,
  useTakenSlots,
  type ConsultationSlot,
} from '@inzira/shared-data/consultations';
import { DateInput, TimeSlotPicker } from '@inzira/shared-ui/form-fields';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Form, Formik, useFormikContext } from 'formik';

interface Values {
  date: string;
  time: string;
}

// The new request form's own date and slot rules (the day exists, within the window, a slot).
const schema = consultationSchema.pick(['date', 'time']);

const isSlot = (value: string): value is ConsultationSlot =>
  CONSULTATION_SLOT_VALUES.some((slot) => slot === value);

function FreeSlots() {
  const { values } = useFormikContext<Values>();
  const { data: taken = [] } = useTakenSlots(values.date || undefined);
  return (
    <TimeSlotPicker
      name="time"
      label="New time (Kigali)"
      required
      slots={CONSULTATION_SLOTS}
      unavailable={values.date ? [...taken, ...pastSlots(values.date)] : []}
      helperText={values.date ? undefined : 'Choose a date first to see the free times.'}
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
        if (!isSlot(values.time)) return;
        const refusal = await onReschedule(scheduledFor(values.date, values.time));
        if (refusal) helpers.setFieldError('time', refusal);
      }}
    >
      {({ isSubmitting }) => (
        <Box component={Form} noValidate sx={{ display: 'grid', gap: 2 }}>
          <DateInput name="date" label="New date" required min={min} max={max} />
          <FreeSlots />
          <Button
            type="submit"
            variant="contained"
            disabled={isSubmitting}
            sx={{ justifySelf: 'start' }}
          >
            {isSubmitting ? 'Moving...' : 'Move my consultation'}
          </Button>
        </Box>
      )}
    </Formik>
  );
}
