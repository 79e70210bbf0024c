export { enrollmentKeys } from './keys';
export {
  deleteEnrollment,
  updateEnrollment,
  useEnrollmentActions,
  type Enrollment,
} from './enrollment-mutations';
export {
  ENROLLMENT_FIELD_LABELS,
  enrollmentDetailsSchema,
  type EnrollmentDetailsValues,
} from '@inzira/contract/forms/enrollment.schema.ts';
export { PAYMENT_STATUSES, statusLabel, type PaymentStatus } from '../forms/statuses';
