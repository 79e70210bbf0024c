import { tableWrites } from '../client/table-writes';
import { useEditActions } from '../swr';
import { withVisitorEmails } from '../visitor-emails/deliver';

const consultations = tableWrites<'consultations'>((client) => client.from('consultations'));
export const updateConsultation = consultations.update;
export const deleteConsultation = consultations.remove;

/** A confirmed, rescheduled or cancelled consultation e-mails the visitor. */
const updateAndNotify = withVisitorEmails(updateConsultation);

export function useConsultationActions() {
  return useEditActions({ update: updateAndNotify, remove: deleteConsultation }, [
    'consultations',
    'dashboard',
    'visitor_emails',
  ]);
}
