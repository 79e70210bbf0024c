import { setRowsStatus, type StatusResource } from '@inzira/shared-data/admin-list';
import { useAddLeadNote } from '@inzira/shared-data/leads';
import { useRevalidatingMutation } from '@inzira/shared-data/swr';

/** Status changes (one row or many) and notes, revalidating the lists, timelines and dashboard. */
export function useLeadActions(resource: StatusResource | undefined) {
  const setStatus = useRevalidatingMutation(setRowsStatus, [
    resource ?? 'bookings',
    'lead_activity',
    'dashboard',
  ]);
  const addNote = useAddLeadNote();
  return { setStatus, addNote };
}
