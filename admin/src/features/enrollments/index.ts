export { enrollmentsConfig } from './enrollments-config';
