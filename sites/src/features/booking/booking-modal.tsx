import {
  BOOKING_FIELD_LABELS,
  BOOKING_SERVICES,
  bookingFormDefaults,
  bookingSchema,
  toPublicBooking,
} from '@inzira/shared-data/bookings';
import { HONEYPOT_FIELD } from '@inzira/shared-data/forms';
import { MultilineInput, PhoneInput, SelectInput } from '@inzira/shared-ui/form-fields';
import type { BookingOptions } from '../../common/booking-context';
import { EmailField, NameField, RESERVED_HELPER } from '../../common/contact-fields';
import { notifyAgency, PublicFormDialog, type PublicFormSpec } from '../../common/public-form';
import { env } from '../../config/env';
import { bookingServiceFor } from './booking-service-for';
import { bookingServiceLabel } from './booking-service-label';
import { FUNCTION_NAMES } from '@inzira/contract/functions.ts';
import { m } from '../../paraglide/messages.js';

type Values = ReturnType<typeof bookingFormDefaults> & { [HONEYPOT_FIELD]: string };

export interface BookingModalProps {
  open: boolean;
  options: BookingOptions;
  onClose: () => void;
}

/** The services offered, named in the page's language; the stored value stays the English one. */
const serviceOptions = () =>
  BOOKING_SERVICES.map(({ value }) => ({ value, label: bookingServiceLabel(value) }));

const toBooking = (values: Values) => bookingSchema.cast(values, { stripUnknown: true });

const form: PublicFormSpec<Values> = {
  validationSchema: bookingSchema,
  functionName: FUNCTION_NAMES.submitBooking,
  toBody: toBooking,
  notify: (values) => {
    const booking = toPublicBooking(toBooking(values));
    return notifyAgency(
      env.formspreeBookingFormId,
      {
        name: booking.full_name,
        email: booking.email,
        phone: booking.phone_number ?? '',
        service: booking.requested_service ?? '',
        description: booking.project_description,
      },
      BOOKING_FIELD_LABELS,
    );
  },
  // A getter: read at render, in the page's language.
  get texts() {
    return {
      title: m.booking_title(),
      successTitle: m.booking_success_title(),
      // Exactly what follows (docs/visitor-emails.md): the team confirms, and that e-mails the visitor.
      successContent: m.booking_success_content(),
      submitLabel: m.submit(),
      submittingLabel: m.submitting(),
    };
  },
};

/**
 * "Let's Talk!": the booking goes through the submit-booking function (stored as pending), then
 * Formspree tells the agency; see useSubmission for a notification that fails.
 */
export function BookingModal({ options, ...dialog }: BookingModalProps) {
  const initialValues: Values = {
    ...bookingFormDefaults(bookingServiceFor(options.service) ?? ''),
    description: options.message ?? '',
    [HONEYPOT_FIELD]: '',
  };

  return (
    <PublicFormDialog<Values> {...dialog} form={form} initialValues={initialValues} early="booking">
      <NameField />
      <EmailField />
      <PhoneInput
        countryCodeName="countryCode"
        phoneName="phone"
        label={m.field_phone()}
        countryCodeLabel={m.field_country_code()}
        required
        helperText={RESERVED_HELPER}
      />
      <SelectInput
        name="service"
        label={m.field_service()}
        required
        placeholder={m.field_choose_service()}
        options={serviceOptions()}
        helperText={RESERVED_HELPER}
      />
      <MultilineInput
        name="description"
        label={m.field_message()}
        required
        placeholder={m.field_project_placeholder()}
        helperText={RESERVED_HELPER}
      />
    </PublicFormDialog>
  );
}
