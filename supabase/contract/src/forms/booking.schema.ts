import * as yup from 'yup';
import type { TablesInsert } from '../database.types.ts';
import { contactSchema } from './contact.schema.ts';
import {
  optionalPhone,
  orNull,
  requiredEmail,
  requiredLongText,
  requiredName,
} from './field-rules.ts';
import { BOOKING_STATUSES } from '../statuses.ts';

/** The columns a visitor's submission fills (stored by the Edge Function). */
export type PublicBooking = Pick<
  TablesInsert<'bookings'>,
  'full_name' | 'email' | 'phone_number' | 'requested_service' | 'project_description'
>;

/** The public booking form's choices; the value is stored verbatim in requested_service. */
export const BOOKING_SERVICES = [
  { value: 'Marketing Agents', label: 'Marketing Agents' },
  { value: 'Event Protocols', label: 'Event Protocols' },
  { value: 'Content Creation', label: 'Content Creation' },
  { value: 'Advertising Experts', label: 'Advertising Experts' },
  { value: 'Translation Services', label: 'Translation Services' },
  { value: 'Administrative Support', label: 'Administrative Support (Assistance)' },
  { value: 'Others', label: 'Others' },
] as const;
export type BookingService = (typeof BOOKING_SERVICES)[number]['value'];
const bookingServiceValues: BookingService[] = BOOKING_SERVICES.map((service) => service.value);

export const DEFAULT_COUNTRY_CODE = '+250';

/** Prefixes the form service's field errors get. */
export const BOOKING_FIELD_LABELS = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  service: 'Service',
  description: 'Message',
} as const;

const phonePattern = /^[0-9+() .-]+$/;

/**
 * Public booking form: all but the country code required; the code defaults to +250. The phone is
 * typed without its code, so its own rule replaces the contact's.
 */
export const bookingSchema = contactSchema.shape({
  countryCode: yup
    .string()
    .trim()
    .default(DEFAULT_COUNTRY_CODE)
    .matches(/^\+?[0-9]{1,4}$/, {
      message: 'Country code must look like +250',
      excludeEmptyString: true,
    }),
  phone: yup
    .string()
    .trim()
    .matches(phonePattern, 'Phone may only contain digits, spaces and + ( ) . -')
    .test(
      'length',
      'Phone must be 4 to 26 characters',
      (value) => !value || (value.length >= 4 && value.length <= 26),
    )
    .required('Phone is required'),
  service: yup
    .string()
    .oneOf(bookingServiceValues, 'Please choose a service')
    .required('Please choose a service'),
  description: requiredLongText('Message'),
});

export type BookingFormValues = yup.InferType<typeof bookingSchema>;

/** Initial values (and what the modal resets to on close): +250 and the initial service. */
export function bookingFormDefaults(
  initialService: BookingService | '' = '',
): Omit<BookingFormValues, 'service'> & { service: BookingService | '' } {
  return {
    name: '',
    email: '',
    countryCode: DEFAULT_COUNTRY_CODE,
    phone: '',
    service: initialService,
    description: '',
  };
}

/** The row a visitor's validated booking becomes: country code and number in one column. */
export function toPublicBooking(values: BookingFormValues): PublicBooking {
  const code = values.countryCode ? `${values.countryCode} ` : '';
  return {
    full_name: values.name,
    email: values.email,
    phone_number: `${code}${values.phone}`,
    requested_service: values.service,
    project_description: values.description,
  };
}

/**
 * Admin booking form. Linking a service record is optional (a visitor's "Marketing Agents" may
 * have none); when one is chosen it must exist, so the schema is built with their ids.
 */
export function createAdminBookingSchema(serviceIds: readonly string[]) {
  return yup.object({
    full_name: requiredName('Full name'),
    email: requiredEmail(),
    phone_number: optionalPhone('Phone number'),
    service_id: yup
      .string()
      .default('')
      .oneOf(['', ...serviceIds], 'Please choose a service'),
    requested_service: yup.string().oneOf(bookingServiceValues).default('Others'),
    project_description: requiredLongText('Project description'),
    status: yup
      .string()
      .oneOf(BOOKING_STATUSES, 'Please choose a status')
      .required('Status is required'),
  });
}

export type AdminBookingFormValues = yup.InferType<ReturnType<typeof createAdminBookingSchema>>;

export function toAdminBookingRow(values: AdminBookingFormValues): TablesInsert<'bookings'> {
  return {
    full_name: values.full_name,
    email: values.email,
    phone_number: orNull(values.phone_number),
    service_id: orNull(values.service_id),
    requested_service: values.requested_service,
    project_description: values.project_description,
    status: values.status,
  };
}
