import {
  bookingWindow,
  CONSULTATION_ERROR_BANNER,
  CONSULTATION_FIELD_LABELS,
  CONSULTATION_SERVICES,
  CONSULTATION_SLOTS,
  consultationSchema,
  pastSlots,
  toPublicConsultation,
  useCreateConsultation,
  useTakenSlots,
  type PublicConsultation,
} from '@inzira/shared-data/consultations';
import { toUserError } from '@inzira/shared-data/errors';
import {
  CONSULTATION_HONEYPOT_FIELD,
  isHoneypotFilled,
  submitForm,
  useStoreOnce,
} from '@inzira/shared-data/forms';
import {
  DateInput,
  FormErrorBanner,
  HoneypotField,
  MultilineInput,
  SelectInput,
  SubmitButton,
  TextInput,
  TimeSlotPicker,
} from '@inzira/shared-ui/form-fields';
import Box from '@mui/material/Box';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, useState } from 'react';
import { env } from '../../config/env';
import { ConsultationConfirmed } from './consultation-confirmed';

type Values = {
  name: string;
  email: string;
  service: string;
  phone: string;
  date: string;
  time: string;
  message: string;
  [CONSULTATION_HONEYPOT_FIELD]: string;
};

const initialValues: Values = {
  name: '',
  email: '',
  service: '',
  phone: '',
  date: '',
  time: '',
  message: '',
  [CONSULTATION_HONEYPOT_FIELD]: '',
};

const SERVICE_OPTIONS = CONSULTATION_SERVICES.map((service) => ({
  value: service,
  label: service,
}));
// Reserve each helper line so an error appearing on blur never moves the submit button.
const RESERVED = ' ';

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
  let helperText = values.date ? RESERVED : 'Choose a date first to see the free times.';
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

/** Shows the catalogue's banner whenever a submitted form still has field errors. */
function ErrorBanner({ serverError }: { serverError?: string }) {
  const { errors, submitCount } = useFormikContext<Values>();
  const hasFieldErrors = submitCount > 0 && Object.keys(errors).length > 0;
  return (
    <FormErrorBanner
      message={serverError ?? (hasFieldErrors ? CONSULTATION_ERROR_BANNER : undefined)}
    />
  );
}

/**
 * Data first, notification second: the consultation is stored (the database refuses a taken
 * slot or too many submissions), then Formspree is told, `scheduled_for` included. A refused
 * notification leaves the stored row alone; `useStoreOnce` keeps a retry from booking twice.
 */
export function ConsultationFormBody() {
  const [confirmed, setConfirmed] = useState<PublicConsultation | null>(null);
  const [serverError, setServerError] = useState<string>();
  // Refreshes the taken slots after every attempt: a refused slot is then shown as taken.
  const store = useStoreOnce(useCreateConsultation());
  const { min, max } = bookingWindow();

  const handleSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setServerError(undefined);
    const consultation = toPublicConsultation(consultationSchema.cast(values));
    // A bot filled the hidden field: it sees the usual confirmation, nothing is stored or sent.
    if (isHoneypotFilled(values, CONSULTATION_HONEYPOT_FIELD)) {
      setConfirmed(consultation);
      return;
    }
    try {
      await store(consultation);
    } catch (error) {
      setServerError(toUserError(error).message);
      return;
    }
    const outcome = await submitForm(
      { endpoint: env.formspreeEndpoint, formId: env.formspreeBookingFormId },
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
    if (outcome.kind === 'success') {
      setConfirmed(consultation);
      return;
    }
    helpers.setErrors(outcome.fieldErrors);
    setServerError(outcome.formError ?? CONSULTATION_ERROR_BANNER);
  };

  if (confirmed) return <ConsultationConfirmed consultation={confirmed} />;

  return (
    <Formik<Values>
      initialValues={initialValues}
      validationSchema={consultationSchema}
      onSubmit={handleSubmit}
    >
      <Box component={Form} noValidate sx={{ display: 'grid', gap: 1 }}>
        <ErrorBanner serverError={serverError} />
        <Box sx={{ display: 'grid', gap: 1, columnGap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          <TextInput name="name" label="Name" required autoComplete="name" helperText={RESERVED} />
          <TextInput
            name="email"
            label="Email"
            type="email"
            required
            autoComplete="email"
            helperText={RESERVED}
          />
          <SelectInput
            name="service"
            label="Service"
            required
            placeholder="Choose a service"
            options={SERVICE_OPTIONS}
            helperText={RESERVED}
          />
          <TextInput
            name="phone"
            label="Phone"
            type="tel"
            required
            autoComplete="tel"
            helperText={RESERVED}
          />
        </Box>
        <DateInput name="date" label="Date" required min={min} max={max} helperText={RESERVED} />
        <SlotField />
        <MultilineInput name="message" label="Message" helperText={RESERVED} />
        <HoneypotField name={CONSULTATION_HONEYPOT_FIELD} />
        <SubmitButton
          label="Book Consultation"
          submittingLabel="Booking..."
          size="large"
          sx={{ justifySelf: 'start' }}
        />
      </Box>
    </Formik>
  );
}
