import {
  bookingWindow,
  CONSULTATION_ERROR_BANNER,
  CONSULTATION_FIELD_LABELS,
  CONSULTATION_SERVICES,
  CONSULTATION_SLOTS,
  consultationSchema,
  pastSlots,
  toPublicConsultation,
  useTakenSlots,
} from '@inzira/shared-data/consultations';
import { HONEYPOT_FIELD } from '@inzira/shared-data/forms';
import {
  DateInput,
  MultilineInput,
  SelectInput,
  TimeSlotPicker,
} from '@inzira/shared-ui/form-fields';
import Box from '@mui/material/Box';
import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { EmailField, NameField, PhoneField, RESERVED_HELPER } from '../../common/contact-fields';
import { notifyAgency, PublicForm, usePublicSubmission } from '../../common/public-form';
import { env } from '../../config/env';
import { ConsultationReceived } from './consultation-received';
import { FUNCTION_NAMES } from '@inzira/contract/functions.ts';

type Values = {
  name: string;
  email: string;
  service: string;
  phone: string;
  date: string;
  time: string;
  message: string;
  [HONEYPOT_FIELD]: string;
};

const initialValues: Values = {
  name: '',
  email: '',
  service: '',
  phone: '',
  date: '',
  time: '',
  message: '',
  [HONEYPOT_FIELD]: '',
};

/** What the form starts from, checks and says: the same for every visitor. */
const consultationForm = {
  initialValues,
  validationSchema: consultationSchema,
  invalidMessage: CONSULTATION_ERROR_BANNER,
  texts: { submitLabel: 'Book Consultation', submittingLabel: 'Booking...' },
  submitSx: { justifySelf: 'start' },
};

const SERVICE_OPTIONS = CONSULTATION_SERVICES.map((service) => ({
  value: service,
  label: service,
}));

const toConsultation = (values: Values) =>
  toPublicConsultation(consultationSchema.cast(values, { stripUnknown: true }));

/** The slot picker for the chosen date; slots already booked are shown as unavailable. */
function SlotField() {
  const { values, setFieldValue } = useFormikContext<Values>();
  const { data: taken = [], error } = useTakenSlots(values.date || undefined);
  // Today's hours that have begun cannot be booked either (the database refuses them too).
  const unavailable: string[] = values.date ? [...taken, ...pastSlots(values.date)] : [...taken];
  // A slot that turns out to be unavailable for the newly chosen date must not stay selected.
  const isChosenUnavailable = Boolean(values.time) && unavailable.includes(values.time);
  useEffect(() => {
    if (isChosenUnavailable) void setFieldValue('time', '');
  }, [isChosenUnavailable, setFieldValue]);
  let helperText = values.date ? RESERVED_HELPER : 'Choose a date first to see the free times.';
  if (error)
    helperText = 'Could not check which times are free; the booking will still be checked.';
  return (
    <TimeSlotPicker
      name="time"
      label="Time (Kigali)"
      required
      slots={CONSULTATION_SLOTS}
      unavailable={unavailable}
      helperText={helperText}
    />
  );
}

/**
 * Stored through the submit-consultation function (it refuses a taken slot or too many
 * submissions), then Formspree tells the agency, `scheduled_for` included. The taken slots are
 * refreshed after a refusal, so a slot taken meanwhile is then shown as taken.
 */
export function ConsultationFormBody() {
  const submission = usePublicSubmission<Values>({
    functionName: FUNCTION_NAMES.submitConsultation,
    toBody: (values) => consultationSchema.cast(values, { stripUnknown: true }),
    revalidates: ['consultations'],
    notify: (values) => {
      const consultation = toConsultation(values);
      return notifyAgency(
        env.formspreeBookingFormId,
        {
          name: consultation.full_name,
          email: consultation.email,
          service: consultation.service,
          phone: consultation.phone_number,
          date: values.date,
          time: values.time,
          message: consultation.message ?? '',
          scheduledFor: consultation.scheduled_for,
        },
        CONSULTATION_FIELD_LABELS,
      );
    },
  });
  const { min, max } = bookingWindow();

  if (submission.submittedValues) {
    return <ConsultationReceived consultation={toConsultation(submission.submittedValues)} />;
  }

  return (
    <PublicForm<Values> {...consultationForm} submission={submission}>
      <Box sx={{ display: 'grid', gap: 1, columnGap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <NameField />
        <EmailField />
        <SelectInput
          name="service"
          label="Service"
          required
          placeholder="Choose a service"
          options={SERVICE_OPTIONS}
          helperText={RESERVED_HELPER}
        />
        <PhoneField />
      </Box>
      <DateInput
        name="date"
        label="Date"
        required
        min={min}
        max={max}
        helperText={RESERVED_HELPER}
      />
      <SlotField />
      <MultilineInput name="message" label="Message" helperText={RESERVED_HELPER} />
    </PublicForm>
  );
}
