export { enrollmentKeys } from './keys';
export {
  deleteEnrollment,
  updateEnrollment,
  useEnrollmentActions,
  type Enrollment,
} from './enrollment-mutations';
export {
  ENROLLMENT_FIELD_LABELS,
  enrollmentCardSchema,
  enrollmentDetailsSchema,
  type EnrollmentCardValues,
  type EnrollmentDetailsValues,
} from './enrollment.schema';
export { PAYMENT_STATUSES, statusLabel, type PaymentStatus } from '../forms/statuses';
