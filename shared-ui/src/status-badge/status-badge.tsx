import Chip from '@mui/material/Chip';

export const bookingStatuses = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

const statusColor = {
  pending: 'warning',
  confirmed: 'success',
  completed: 'info',
  cancelled: 'error',
} as const satisfies Record<BookingStatus, 'warning' | 'success' | 'info' | 'error'>;

export const statusLabel = (status: BookingStatus): string =>
  status.charAt(0).toUpperCase() + status.slice(1);

export function StatusBadge({
  status,
  size = 'small',
}: {
  status: BookingStatus;
  size?: 'small' | 'medium';
}) {
  return (
    <Chip
      label={statusLabel(status)}
      color={statusColor[status]}
      size={size}
      sx={{ fontWeight: 600 }}
    />
  );
}
