import { tableEdits } from '../client/table-writes';
import { useEditActions } from '../swr';
import { leadAreas, withVisitorEmails } from '../visitor-emails/deliver';

const consultations = tableEdits<'consultations'>((client) => client.from('consultations'));
export const [updateConsultation, deleteConsultation] = consultations;

/** A confirmed, rescheduled or cancelled consultation e-mails the visitor. */
const updateAndNotify = withVisitorEmails(updateConsultation);

export function useConsultationActions() {
  return useEditActions([updateAndNotify, deleteConsultation], leadAreas('consultations'));
}
