import { statusLabel } from '@inzira/shared-data/bookings';
import { bookingStatuses, StatusBadge, type BookingStatus } from '@inzira/shared-ui/status-badge';
import Chip from '@mui/material/Chip';

const isBookingStatus = (status: string): status is BookingStatus =>
  bookingStatuses.some((value) => value === status);

/** Booking statuses keep their colours (pending yellow, confirmed green, completed blue, cancelled red); the other inboxes' statuses show as plain chips. */
export function StatusChip({ status }: { status: string }) {
  return isBookingStatus(status) ? (
    <StatusBadge status={status} />
  ) : (
    <Chip size="small" variant="outlined" label={statusLabel(status)} />
  );
}
