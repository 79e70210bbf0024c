import {
  BOOKING_FIELD_LABELS,
  BOOKING_SERVICES,
  bookingFormDefaults,
  bookingSchema,
  toPublicBooking,
} from '@inzira/shared-data/bookings';
import { HONEYPOT_FIELD, submitForm, useSubmission } from '@inzira/shared-data/forms';
import {
  MultilineInput,
  PhoneInput,
  SelectInput,
  SubmitButton,
  TextInput,
} from '@inzira/shared-ui/form-fields';
import { SubmissionDialog, SubmissionForm } from '@inzira/shared-ui/submission';
import { env } from '../../config/env';
import type { BookingOptions } from '../../common/booking-context';
import { bookingServiceFor } from './booking-service-for';

type Values = ReturnType<typeof bookingFormDefaults> & { [HONEYPOT_FIELD]: string };

export interface BookingModalProps {
  open: boolean;
  options: BookingOptions;
  onClose: () => void;
}

// Reserve the helper line so an error appearing does not push the submit button away from
// under the pointer.
const RESERVED = ' ';

/**
 * "Let's Talk!": the booking goes through the submit-booking function (stored as pending), then
 * Formspree tells the agency; see useSubmission for a notification that fails.
 */
export function BookingModal({ open, options, onClose }: BookingModalProps) {
  const submission = useSubmission<Values>({
    functionName: 'submit-booking',
    toBody: (values) => bookingSchema.cast(values, { stripUnknown: true }),
    notify: (values) => {
      const booking = toPublicBooking(bookingSchema.cast(values, { stripUnknown: true }));
      return submitForm(
        { endpoint: env.formspreeEndpoint, formId: env.formspreeBookingFormId },
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
  });

  const initialValues: Values = {
    ...bookingFormDefaults(bookingServiceFor(options.service) ?? ''),
    description: options.message ?? '',
    [HONEYPOT_FIELD]: '',
  };

  return (
    <SubmissionDialog
      open={open}
      onClose={onClose}
      title="Let's Talk!"
      successTitle="Booking Submitted!"
      successContent="Thank you for your message. We'll get back to you soon."
      submitted={submission.submitted}
    >
      <SubmissionForm<Values>
        initialValues={initialValues}
        validationSchema={bookingSchema}
        onSubmit={submission.submit}
        formError={submission.formError}
      >
        <TextInput name="name" label="Name" required autoComplete="name" helperText={RESERVED} />
        <TextInput
          name="email"
          label="Email"
          type="email"
          required
          autoComplete="email"
          helperText={RESERVED}
        />
        <PhoneInput
          countryCodeName="countryCode"
          phoneName="phone"
          required
          helperText={RESERVED}
        />
        <SelectInput
          name="service"
          label="Service"
          required
          placeholder="Choose a service"
          options={BOOKING_SERVICES}
          helperText={RESERVED}
        />
        <MultilineInput
          name="description"
          label="Message"
          required
          placeholder="Tell us about your project"
          helperText={RESERVED}
        />
        <SubmitButton label="Submit" submittingLabel="Submitting..." size="large" />
      </SubmissionForm>
    </SubmissionDialog>
  );
}
