export { enrollmentKeys } from './keys';
export {
  createEnrollment,
  deleteEnrollment,
  updateEnrollment,
  useCreateEnrollment,
  useEnrollmentActions,
  type Enrollment,
  type PublicEnrollment,
} from './enrollment-mutations';
export {
  ENROLLMENT_FIELD_LABELS,
  enrollmentCardSchema,
  enrollmentDetailsSchema,
  toPublicEnrollment,
  type EnrollmentCardValues,
  type EnrollmentCourse,
  type EnrollmentDetailsValues,
} from './enrollment.schema';
export { PAYMENT_STATUSES, statusLabel, type PaymentStatus } from '../forms/statuses';
