import { Constants } from './database.types.ts';

// The leads' statuses are database enums: the generated types hold them, so `npm run gen:types`
// after a migration is the one edit.
export const BOOKING_STATUSES = Constants.public.Enums.booking_status;
export const SUBMISSION_STATUSES = Constants.public.Enums.submission_status;
export const APPLICATION_STATUSES = Constants.public.Enums.application_status;
export const PAYMENT_STATUSES = Constants.public.Enums.payment_status;

export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
