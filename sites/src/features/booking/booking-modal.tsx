import { useSupabase } from '@inzira/shared-data/client';
import {
  BOOKING_FIELD_LABELS,
  BOOKING_SERVICES,
  bookingFormDefaults,
  bookingSchema,
  createBooking,
  toPublicBooking,
  type PublicBooking,
} from '@inzira/shared-data/bookings';
import { toUserError } from '@inzira/shared-data/errors';
import {
  BOOKING_HONEYPOT_FIELD,
  isHoneypotFilled,
  submitForm,
  useStoreOnce,
} from '@inzira/shared-data/forms';
import {
  FormErrorBanner,
  HoneypotField,
  MultilineInput,
  PhoneInput,
  SelectInput,
  SubmitButton,
  TextInput,
} from '@inzira/shared-ui/form-fields';
import { useFullScreenDialog } from '@inzira/shared-ui/dialogs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import { env } from '../../config/env';
import type { BookingOptions } from '../../shared/booking-context';
import { bookingServiceFor } from './booking-service-for';

type Values = ReturnType<typeof bookingFormDefaults> & { [BOOKING_HONEYPOT_FIELD]: string };

export interface BookingModalProps {
  open: boolean;
  options: BookingOptions;
  onClose: () => void;
}

// Reserve the helper line so an error appearing on blur does not push the submit button
// away from under the pointer.
const RESERVED = ' ';

/**
 * "Let's Talk!" (docs/product-decisions.md, decision 1). Data first, notification second: the booking row is stored
 * (status pending) before Formspree is told. If Formspree then refuses (field errors,
 * "Unexpected response format", network), its messages are shown and the typed values stay,
 * but the row is already safe: `useStoreOnce` remembers it, so pressing Submit again with the
 * same values only resends the notification and never stores a duplicate booking.
 */
export function BookingModal({ open, options, onClose }: BookingModalProps) {
  const client = useSupabase();
  const titleId = useId();
  const fullScreen = useFullScreenDialog();
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string>();
  const store = useStoreOnce((booking: PublicBooking) => createBooking(client, booking));

  const initialValues: Values = {
    ...bookingFormDefaults(bookingServiceFor(options.service) ?? ''),
    description: options.message ?? '',
    [BOOKING_HONEYPOT_FIELD]: '',
  };

  const handleSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setFormError(undefined);
    // A bot filled the hidden field: it sees the usual success, nothing is stored or sent.
    if (isHoneypotFilled(values, BOOKING_HONEYPOT_FIELD)) {
      setSubmitted(true);
      return;
    }
    const booking = toPublicBooking(bookingSchema.cast(values));
    try {
      await store(booking);
    } catch (error) {
      setFormError(toUserError(error).message);
      return;
    }
    const outcome = await submitForm(
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
    if (outcome.kind === 'success') {
      setSubmitted(true);
      return;
    }
    helpers.setErrors(outcome.fieldErrors);
    setFormError(outcome.formError);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {submitted ? 'Booking Submitted!' : "Let's Talk!"}
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        {submitted ? (
          <Box sx={{ display: 'grid', gap: 3, justifyItems: 'start' }}>
            <Typography>Thank you for your message. We&apos;ll get back to you soon.</Typography>
            <Button variant="contained" onClick={onClose}>
              Close
            </Button>
          </Box>
        ) : (
          <Formik<Values>
            initialValues={initialValues}
            validationSchema={bookingSchema}
            onSubmit={handleSubmit}
          >
            <Box component={Form} noValidate sx={{ display: 'grid', gap: 1 }}>
              <FormErrorBanner message={formError} />
              <TextInput
                name="name"
                label="Name"
                required
                autoComplete="name"
                helperText={RESERVED}
              />
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
              <HoneypotField name={BOOKING_HONEYPOT_FIELD} />
              <SubmitButton label="Submit" submittingLabel="Submitting..." size="large" />
            </Box>
          </Formik>
        )}
      </DialogContent>
    </Dialog>
  );
}
