import { useSupabase } from '@inzira/shared-data/client';
import {
  createEnrollment,
  enrollmentDetailsSchema,
  toPublicEnrollment,
  type EnrollmentDetailsValues,
  type PublicEnrollment,
} from '@inzira/shared-data/enrollments';
import { toUserError } from '@inzira/shared-data/errors';
import {
  ENROLLMENT_HONEYPOT_FIELD,
  isHoneypotFilled,
  submitForm,
  submitPayment,
  useStoreOnce,
  type CardPayment,
} from '@inzira/shared-data/forms';
import { StepDialog } from '@inzira/shared-ui/dialogs';
import { FormErrorBanner, HoneypotField, TextInput } from '@inzira/shared-ui/form-fields';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useId, useState } from 'react';
import { env } from '../../config/env';
import { formatUsd, toEnrollmentCourse, type EnrollmentCourseInput } from './enrollment-course';
import { PaymentStep } from './payment-step';

type DetailsValues = EnrollmentDetailsValues & { [ENROLLMENT_HONEYPOT_FIELD]: string };

const emptyDetails: DetailsValues = {
  name: '',
  email: '',
  phone: '',
  [ENROLLMENT_HONEYPOT_FIELD]: '',
};

// Reserve each helper line so an error appearing on blur never moves the buttons.
const RESERVED = ' ';
const STEPS = ['Details', 'Payment', 'Done'];

export interface EnrollmentDialogProps {
  course: EnrollmentCourseInput;
  open: boolean;
  onClose: () => void;
}

/**
 * Details, payment, success (docs/product-decisions.md, decision 4). The enrollment is stored (unpaid) before
 * anything else, then Formspree is told, with the card payment when Stripe is configured.
 * `useStoreOnce` keeps a retry after a refused notification or payment from storing twice.
 */
export function EnrollmentDialog({ course, open, onClose }: EnrollmentDialogProps) {
  const client = useSupabase();
  const detailsFormId = useId();
  const [step, setStep] = useState(0);
  const [details, setDetails] = useState<DetailsValues>(emptyDetails);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [paymentError, setPaymentError] = useState<string>();
  const store = useStoreOnce((enrollment: PublicEnrollment) =>
    createEnrollment(client, enrollment),
  );
  const enrollmentCourse = toEnrollmentCourse(course);

  const complete = async (payment?: CardPayment) => {
    setBusy(true);
    setError(undefined);
    setPaymentError(undefined);
    try {
      // A bot filled the hidden field: it sees the usual success, nothing is stored or sent.
      if (isHoneypotFilled(details, ENROLLMENT_HONEYPOT_FIELD)) {
        setStep(2);
        return;
      }
      const enrollment = toPublicEnrollment(
        enrollmentCourse,
        enrollmentDetailsSchema.cast(details),
      );
      try {
        await store(enrollment);
      } catch (caught) {
        setError(toUserError(caught).message);
        return;
      }
      const config = {
        endpoint: env.formspreeEndpoint,
        formId: env.formspreeEnrollmentFormId,
      };
      const notification = {
        name: enrollment.full_name,
        email: enrollment.email,
        phone: enrollment.phone,
        course: enrollment.course_title,
        courseId: enrollment.course_id,
        amount: formatUsd(course.priceUsd),
      };
      const labels = { name: 'Name', email: 'Email', phone: 'Phone' };
      const outcome = payment
        ? await submitPayment(config, notification, labels, payment)
        : await submitForm(config, { ...notification, payment: 'unpaid' }, labels);
      if (outcome.kind === 'success') {
        setStep(2);
        return;
      }
      const { paymentMethod, ...others } = outcome.fieldErrors;
      setPaymentError(paymentMethod);
      const messages = [...Object.values(others), outcome.formError].filter(Boolean);
      setError(messages.length > 0 ? messages.join('. ') : undefined);
    } finally {
      setBusy(false);
    }
  };

  const paymentFormId = `${detailsFormId}-payment`;
  let actions;
  if (step === 0) {
    actions = (
      <Button type="submit" form={detailsFormId} variant="contained">
        Continue to Payment
      </Button>
    );
  } else if (step === 1) {
    actions = (
      <Button type="submit" form={paymentFormId} variant="contained" disabled={busy}>
        {busy ? 'Processing...' : 'Complete Enrollment'}
      </Button>
    );
  } else {
    actions = (
      <Button variant="contained" onClick={onClose}>
        Close
      </Button>
    );
  }

  return (
    <StepDialog
      open={open}
      title={`Enroll in ${course.title}`}
      steps={STEPS}
      activeStep={step}
      onClose={busy ? () => {} : onClose}
      onBack={step === 1 && !busy ? () => setStep(0) : undefined}
      actions={actions}
    >
      {step === 0 && (
        <Formik<DetailsValues>
          initialValues={details}
          validationSchema={enrollmentDetailsSchema}
          onSubmit={(values) => {
            setDetails(values);
            setStep(1);
          }}
        >
          <Box component={Form} id={detailsFormId} noValidate sx={{ display: 'grid', gap: 1 }}>
            <Typography sx={{ mb: 1 }}>
              {course.title}: <strong>{formatUsd(course.priceUsd)}</strong>
            </Typography>
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
            <TextInput
              name="phone"
              label="Phone"
              type="tel"
              required
              autoComplete="tel"
              helperText={RESERVED}
            />
            <HoneypotField name={ENROLLMENT_HONEYPOT_FIELD} />
          </Box>
        </Formik>
      )}
      {step === 1 && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <FormErrorBanner message={error} />
          <Typography>
            {course.title}: <strong>{formatUsd(course.priceUsd)}</strong>
          </Typography>
          <PaymentStep
            formId={paymentFormId}
            name={details.name}
            email={details.email}
            phone={details.phone}
            paymentError={paymentError}
            onComplete={complete}
          />
        </Box>
      )}
      {step === 2 && (
        <Box sx={{ display: 'grid', gap: 1 }} role="status">
          <Typography variant="h5" component="h3">
            Enrollment Successful!
          </Typography>
          <Typography>
            Thank you, you are enrolled in {course.title}. We&apos;ll send the course details to
            your email shortly.
          </Typography>
        </Box>
      )}
    </StepDialog>
  );
}
