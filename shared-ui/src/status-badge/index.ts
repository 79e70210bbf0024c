export { StatusBadge, bookingStatuses, statusLabel } from './status-badge';
export type { BookingStatus } from './status-badge';
