import * as yup from 'yup';
import type { TablesInsert } from '../database.types.ts';
import { contactSchema } from './contact.schema.ts';
import { optionalLongText, orNull } from './field-rules.ts';
import { bookingWindow, kigaliDay, scheduledFor, SLOT_TIME_PATTERN } from './consultation-slots.ts';

/** The columns a visitor's submission fills (stored by the Edge Function). */
export type PublicConsultation = Pick<
  TablesInsert<'consultations'>,
  'full_name' | 'email' | 'phone_number' | 'service' | 'message' | 'scheduled_for'
>;

/** The consultation form's services (stored verbatim). */
export const CONSULTATION_SERVICES = [
  'Content Creation',
  'Digital Marketing',
  'Social Media Management',
  'Web Development',
  'Brand Design',
  'Video Production',
  'Other',
] as const;
export type ConsultationService = (typeof CONSULTATION_SERVICES)[number];

/** The banner shown when any field has an error. */
export const CONSULTATION_ERROR_BANNER = 'Please check your inputs and try again.';

export const CONSULTATION_FIELD_LABELS = {
  name: 'Name',
  email: 'Email',
  service: 'Service',
  phone: 'Phone',
  date: 'Date',
  time: 'Time',
  message: 'Message',
} as const;

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** Public consultation form (docs/product.md, "Validation"); the date window is today's, computed at validation time. */
export const consultationSchema = contactSchema.shape({
  service: yup
    .string()
    .oneOf(CONSULTATION_SERVICES, 'Please choose a service')
    .required('Please choose a service'),
  date: yup
    .string()
    .matches(datePattern, 'Please choose a date')
    // Before the window, so an impossible day says so first; other shapes are the pattern's.
    .test(
      'exists',
      'Please choose a date that exists on the calendar',
      (value) => !value || !datePattern.test(value) || kigaliDay(value) !== undefined,
    )
    .test('window', 'Please choose a date between today and two months from today', (value) => {
      if (!value) return true;
      const { min, max } = bookingWindow();
      return value >= min && value <= max;
    })
    .required('Please choose a date'),
  // Any wall time here; whether it is a free slot of the consultation hours is the database's
  // answer (private.assert_consultation_slot_open), which reads the hours as data.
  time: yup
    .string()
    .matches(SLOT_TIME_PATTERN, 'Please choose a time')
    .required('Please choose a time'),
  message: optionalLongText('Message'),
});

export type ConsultationFormValues = yup.InferType<typeof consultationSchema>;

export function toPublicConsultation(values: ConsultationFormValues): PublicConsultation {
  return {
    full_name: values.name,
    email: values.email,
    phone_number: values.phone,
    service: values.service,
    message: orNull(values.message),
    scheduled_for: scheduledFor(values.date, values.time),
  };
}
