export {
  APPLICATION_STATUSES,
  BOOKING_STATUSES,
  PAYMENT_STATUSES,
  SUBMISSION_STATUSES,
  type ApplicationStatus,
  type BookingStatus,
  type PaymentStatus,
  type SubmissionStatus,
} from '@inzira/contract/statuses.ts';

// Labels are what badges and selects show (capitalised; "Pending" with no stray letters,
// docs/product-decisions.md, decision 13).
/** "pending" -> "Pending". */
export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}
