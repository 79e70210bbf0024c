export {
  submitForm,
  toFormOutcome,
  type FieldLabels,
  type FormOutcome,
  type FormspreeConfig,
} from './submit-form';
export {
  PAYMENT_METHOD_ERROR,
  STRIPE_SCA_ERROR,
  submitPayment,
  type CardPayment,
} from './submit-payment';
export {
  BOOKING_HONEYPOT_FIELD,
  CONSULTATION_HONEYPOT_FIELD,
  ENROLLMENT_HONEYPOT_FIELD,
  HONEYPOT_FIELD,
  isHoneypotFilled,
  PARTICIPANT_HONEYPOT_FIELD,
  PARTNER_APPLICATION_HONEYPOT_FIELD,
} from './honeypot';
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
} from './schema-helpers';
export { useStoreOnce } from './use-store-once';
