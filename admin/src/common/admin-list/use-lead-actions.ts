import { setRowsStatus, type StatusResource } from '@inzira/shared-data/admin-list';
import { useAddLeadNote } from '@inzira/shared-data/leads';
import { useRevalidatingMutation } from '@inzira/shared-data/swr';
import { withVisitorEmails } from '@inzira/shared-data/visitor-emails';

/** Confirming, cancelling, accepting or rejecting e-mails the visitors (one call for the batch). */
const setStatusAndNotify = withVisitorEmails(setRowsStatus);

/** Status changes (one row or many) and notes, revalidating the lists, timelines and dashboard. */
export function useLeadActions(resource: StatusResource | undefined) {
  const setStatus = useRevalidatingMutation(setStatusAndNotify, [
    resource ?? 'bookings',
    'lead_activity',
    'dashboard',
    'visitor_emails',
  ]);
  const addNote = useAddLeadNote();
  return { setStatus, addNote };
}
