import Chip from '@mui/material/Chip';
import { format, isValid, parse } from 'date-fns';

const longDay = (day: string) => {
  const date = parse(day, 'yyyy-MM-dd', new Date());
  return isValid(date) ? format(date, 'd MMM yyyy') : day;
};

/**
 * The days a list is narrowed to (`?from=&to=`, Kigali days, both included; the dashboard's
 * chart links set them), shown so the reader knows the list is partial, with a way out.
 */
export function DaysFilter({
  from,
  to,
  byAppointment,
  onClear,
}: {
  from: string;
  to: string;
  /** Filtered by the appointment's day rather than the day it arrived. */
  byAppointment: boolean;
  onClear: () => void;
}) {
  const label = `${byAppointment ? 'Appointments' : 'Received'} ${longDay(from)} – ${longDay(to)}`;
  return <Chip label={label} onDelete={onClear} />;
}
