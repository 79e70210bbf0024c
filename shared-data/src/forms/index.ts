export {
  submitForm,
  toFormOutcome,
  type FieldLabels,
  type FormOutcome,
  type FormspreeConfig,
} from './submit-form';
export {
  PAYMENT_METHOD_ERROR,
  prepareCardPayment,
  STRIPE_SCA_ERROR,
  submitPayment,
  type CardPayment,
  type PreparedCardPayment,
} from './submit-payment';
export { HONEYPOT_FIELD, isHoneypotFilled } from './honeypot';
export {
  APPLICATION_STATUSES,
  BOOKING_STATUSES,
  PAYMENT_STATUSES,
  statusLabel,
  SUBMISSION_STATUSES,
  type ApplicationStatus,
  type BookingStatus,
  type PaymentStatus,
  type SubmissionStatus,
} from './statuses';
export {
  optionalLongText,
  optionalPhone,
  optionalUrl,
  orNull,
  requiredEmail,
  requiredList,
  requiredLongText,
  requiredName,
  requiredPhone,
  requiredTitle,
  requiredUrl,
} from '@inzira/contract/forms/field-rules.ts';
export { invokeFunction, type InvokeResult, type SubmissionFunction } from './invoke-submission';
export {
  FILL_TIME_FIELD,
  TURNSTILE_FIELD,
  useSubmission,
  type SubmissionHelpers,
  type SubmissionOptions,
} from './use-submission';
