import { Constants } from '../database.types.ts';

// Status values come from the database enums; labels are what badges and selects show
// (capitalised; "Pending" with no stray letters, docs/product-decisions.md, decision 13).
export const BOOKING_STATUSES = Constants.public.Enums.booking_status;
export const SUBMISSION_STATUSES = Constants.public.Enums.submission_status;
export const APPLICATION_STATUSES = Constants.public.Enums.application_status;
export const PAYMENT_STATUSES = Constants.public.Enums.payment_status;

export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** "pending" -> "Pending". */
export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}
