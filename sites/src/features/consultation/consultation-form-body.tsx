import {
  bookingWindow,
  CONSULTATION_ERROR_BANNER,
  CONSULTATION_FIELD_LABELS,
  CONSULTATION_SERVICES,
  consultationSchema,
  toPublicConsultation,
  useConsultationDay,
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
import { consultationServiceLabel } from './consultation-service-label';
import { notifyAgency, PublicForm, usePublicSubmission } from '../../common/public-form';
import { env } from '../../config/env';
import { useHydrated } from '../../common/use-hydrated';
import { LabelsAbove } from '../../common/labels-above';
import { ConsultationReceived } from './consultation-received';
import { FUNCTION_NAMES } from '@inzira/contract/functions.ts';
import { m } from '../../paraglide/messages.js';

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
// A function: the words are the page's language, known once the app has started.
const consultationForm = () => ({
  initialValues,
  validationSchema: consultationSchema,
  invalidMessage: CONSULTATION_ERROR_BANNER,
  texts: { submitLabel: m.consultation_submit(), submittingLabel: m.consultation_submitting() },
  submitSx: { justifySelf: 'start' },
});

// The value sent and stored stays the English name; only the label is the page's language.
const serviceOptions = () =>
  CONSULTATION_SERVICES.map((service) => ({
    value: service,
    label: consultationServiceLabel(service),
  }));

const toConsultation = (values: Values) =>
  toPublicConsultation(consultationSchema.cast(values, { stripUnknown: true }));

/**
 * The slot picker for the chosen date: the slots the database offers for it (the consultation
 * hours, holidays and overrides, past hours left out; docs/consultations.md), taken ones shown as
 * unavailable. A closed day offers none and says why.
 */
function SlotField() {
  const { values, setFieldValue } = useFormikContext<Values>();
  const { data: day, error, isLoading } = useConsultationDay(values.date || undefined);
  const slots = day?.slots ?? [];
  const unavailable = slots.filter((slot) => slot.isTaken).map((slot) => slot.value);
  // A time the newly chosen date does not offer, or has taken, must not stay selected.
  const isChosenUnavailable =
    Boolean(values.time) &&
    day !== undefined &&
    (unavailable.includes(values.time) || !slots.some((slot) => slot.value === values.time));
  useEffect(() => {
    if (isChosenUnavailable) void setFieldValue('time', '');
  }, [isChosenUnavailable, setFieldValue]);
  let helperText = values.date ? RESERVED_HELPER : m.slot_choose_date_first();
  if (error) helperText = m.slot_lookup_failed();
  else if (isLoading) helperText = m.slot_looking_up();
  else if (day && slots.length === 0) helperText = noTimeText(day.isOpen, day.note);
  else if (day && unavailable.length === slots.length) helperText = m.slot_day_booked();
  return (
    <TimeSlotPicker
      name="time"
      label={m.slot_time_label()}
      required
      slots={slots}
      unavailable={unavailable}
      unavailableText={m.slot_unavailable()}
      helperText={helperText}
    />
  );
}

/** Why a day offers no time: closed (a holiday says which), or no time left on it. */
function noTimeText(isOpen: boolean, note: string | null): string {
  if (isOpen) return m.slot_none_left();
  return note && note !== 'Closed' ? m.slot_closed_because({ reason: note }) : m.slot_closed();
}

/**
 * The date, within today's booking window: the visitor's today, never the build machine's, so
 * the prerendered field has no bounds until it has hydrated. (Its own component: only this field
 * renders again then, not the whole form.)
 */
function DateField() {
  const hydrated = useHydrated();
  const { min, max } = hydrated ? bookingWindow() : { min: undefined, max: undefined };
  return (
    <DateInput
      name="date"
      label={m.field_date()}
      required
      min={min}
      max={max}
      helperText={RESERVED_HELPER}
    />
  );
}

/**
 * Stored through the submit-consultation function (it refuses a taken slot or too many
 * submissions), then Formspree tells the agency, `scheduled_for` included. The taken slots are
 * refreshed after a refusal, so a slot taken meanwhile is then shown as taken. Its fill time
 * counts from `openedAt` when given (the page's first paint, for the prerendered form).
 */
export function ConsultationFormBody({ openedAt }: { openedAt?: number }) {
  const submission = usePublicSubmission<Values>({
    openedAt,
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

  if (submission.submittedValues) {
    return <ConsultationReceived consultation={toConsultation(submission.submittedValues)} />;
  }

  // In the prerendered page and after it has hydrated alike (ConsultationForm): labels above.
  return (
    <LabelsAbove>
      <PublicForm<Values> {...consultationForm()} submission={submission}>
        <Box sx={{ display: 'grid', gap: 1, columnGap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          <NameField />
          <EmailField />
          <SelectInput
            name="service"
            label={m.field_service()}
            required
            placeholder={m.field_choose_service()}
            options={serviceOptions()}
            helperText={RESERVED_HELPER}
          />
          <PhoneField />
        </Box>
        <DateField />
        <SlotField />
        <MultilineInput name="message" label={m.field_message()} helperText={RESERVED_HELPER} />
      </PublicForm>
    </LabelsAbove>
  );
}
