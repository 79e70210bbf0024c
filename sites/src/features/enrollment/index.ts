export { EnrollButton, type EnrollButtonProps } from './enroll-button';
export type { EnrollmentCourseInput } from './enrollment-course';
