import {
  ENROLLMENT_FIELD_LABELS,
  enrollmentDetailsSchema,
  type EnrollmentDetailsValues,
} from '@inzira/shared-data/enrollments';
import {
  HONEYPOT_FIELD,
  prepareCardPayment,
  submitForm,
  submitPayment,
  type CardPayment,
} from '@inzira/shared-data/forms';
import { formatCoursePrice } from '@inzira/shared-data/courses';
import { StepDialog } from '@inzira/shared-ui/dialogs';
import { FormErrorBanner, HoneypotField } from '@inzira/shared-ui/form-fields';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import { EmailField, NameField, PhoneField } from '../../common/contact-fields';
import { usePublicSubmission } from '../../common/public-form';
import { env } from '../../config/env';
import { siteLocale } from '../../i18n/site-locale';
import type { EnrollmentCourseInput } from './enrollment-course';
import { PaymentStep } from './payment-step';
import { FUNCTION_NAMES } from '@inzira/contract/functions.ts';
import { m } from '../../paraglide/messages.js';

type DetailsValues = EnrollmentDetailsValues & { [HONEYPOT_FIELD]: string };

const emptyDetails: DetailsValues = {
  name: '',
  email: '',
  phone: '',
  [HONEYPOT_FIELD]: '',
};

const steps = () => [m.enroll_step_details(), m.enroll_step_payment(), m.enroll_step_done()];

export interface EnrollmentDialogProps {
  course: EnrollmentCourseInput;
  open: boolean;
  onClose: () => void;
}

/**
 * Details, payment, success (docs/product-decisions.md, decision 4). With a card, Stripe.js first
 * turns it into a PaymentMethod; the enrollment is then stored (unpaid, at the catalogue's price,
 * naming that PaymentMethod) through the submit-enrollment function, and only then is Formspree
 * told, charging the card. Stripe's signed events mark it paid later (docs/payments.md). A retry
 * with the same card after a refused notification or payment does not store the enrollment
 * twice (useSubmission; the card form keeps its PaymentMethod until the card is changed).
 */
export function EnrollmentDialog({ course, open, onClose }: EnrollmentDialogProps) {
  const detailsFormId = useId();
  const [step, setStep] = useState(0);
  const [details, setDetails] = useState<DetailsValues>(emptyDetails);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [paymentError, setPaymentError] = useState<string>();
  // What the success text promises depends on it (docs/visitor-emails.md).
  const [paidByCard, setPaidByCard] = useState(false);
  const payment = useRef<CardPayment | undefined>(undefined);
  const paymentMethodId = useRef<string | undefined>(undefined);
  const successHeading = useRef<HTMLHeadingElement>(null);

  const submission = usePublicSubmission<DetailsValues>({
    functionName: FUNCTION_NAMES.submitEnrollment,
    // The course by id only: the function takes title and price from the catalogue.
    toBody: (values) => ({
      ...enrollmentDetailsSchema.cast(values, { stripUnknown: true }),
      courseId: course.id,
      ...(paymentMethodId.current ? { paymentMethod: paymentMethodId.current } : {}),
    }),
    notify: (values) => {
      const person = enrollmentDetailsSchema.cast(values, { stripUnknown: true });
      const config = { endpoint: env.formspreeEndpoint, formId: env.formspreeEnrollmentFormId };
      const notification = {
        ...person,
        course: course.title,
        courseId: course.id,
        amount: formatCoursePrice(course),
      };
      return payment.current
        ? submitPayment(config, notification, ENROLLMENT_FIELD_LABELS, payment.current)
        : submitForm(config, { ...notification, payment: 'unpaid' }, ENROLLMENT_FIELD_LABELS);
    },
  });
  const shownStep = submission.submitted ? 2 : step;
  useEffect(() => {
    if (shownStep === 2) successHeading.current?.focus();
  }, [shownStep]);

  const complete = async (card?: CardPayment) => {
    setBusy(true);
    setError(undefined);
    setPaymentError(undefined);
    payment.current = undefined;
    paymentMethodId.current = undefined;
    setPaidByCard(card !== undefined);
    let fieldErrors: Record<string, string> = {};
    try {
      if (card) {
        // The PaymentMethod exists before the row, so the row can name it; Formspree's flow then
        // charges that same PaymentMethod instead of creating another.
        const prepared = await prepareCardPayment(card);
        if (prepared.kind === 'error') {
          setPaymentError(prepared.message);
          return;
        }
        paymentMethodId.current = prepared.paymentMethodId;
        payment.current = prepared.payment;
      }
      await submission.submit(details, { setErrors: (errors) => (fieldErrors = errors) });
    } finally {
      setBusy(false);
    }
    const { paymentMethod, ...others } = fieldErrors;
    setPaymentError(paymentMethod);
    const messages = Object.values(others).filter(Boolean);
    setError(messages.length > 0 ? messages.join('. ') : undefined);
  };

  const paymentFormId = `${detailsFormId}-payment`;
  let actions;
  if (shownStep === 0) {
    actions = (
      <Button type="submit" form={detailsFormId} variant="contained">
        {m.enroll_continue()}
      </Button>
    );
  } else if (shownStep === 1) {
    actions = (
      <Button type="submit" form={paymentFormId} variant="contained" disabled={busy}>
        {busy ? m.enroll_processing() : m.enroll_complete()}
      </Button>
    );
  } else {
    actions = (
      <Button variant="contained" onClick={onClose}>
        {m.close()}
      </Button>
    );
  }

  return (
    <StepDialog
      open={open}
      title={m.enroll_title({ title: course.title })}
      steps={steps()}
      activeStep={shownStep}
      onClose={busy ? () => {} : onClose}
      onBack={shownStep === 1 && !busy ? () => setStep(0) : undefined}
      backLabel={m.step_back()}
      closeLabel={m.close()}
      actions={actions}
    >
      {shownStep === 0 && (
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
              {course.title}: <strong>{formatCoursePrice(course, siteLocale())}</strong>
            </Typography>
            <NameField />
            <EmailField />
            <PhoneField />
            <HoneypotField name={HONEYPOT_FIELD} />
          </Box>
        </Formik>
      )}
      {shownStep === 1 && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <FormErrorBanner message={submission.formError ?? error} />
          <Typography>
            {course.title}: <strong>{formatCoursePrice(course, siteLocale())}</strong>
          </Typography>
          <PaymentStep
            formId={paymentFormId}
            name={details.name}
            email={details.email}
            phone={details.phone}
            paymentError={paymentError}
            onComplete={complete}
          />
          {submission.challenge}
        </Box>
      )}
      {shownStep === 2 && (
        <Box sx={{ display: 'grid', gap: 1 }} role="status">
          <Typography variant="h5" component="h3" ref={successHeading} tabIndex={-1}>
            {m.enroll_success()}
          </Typography>
          <Typography>{m.enroll_thanks({ title: course.title })}</Typography>
          <Typography>{paidByCard ? m.enroll_paid_by_card() : m.enroll_pay_later()}</Typography>
        </Box>
      )}
    </StepDialog>
  );
}
