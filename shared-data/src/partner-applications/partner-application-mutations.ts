import { tableEdits } from '../client/table-writes';
import type { Tables } from '@inzira/contract/database.types.ts';
import { useEditActions } from '../swr';
import { leadAreas, withVisitorEmails } from '../visitor-emails/deliver';

// Admins read applications through the `partner_applications` resource of admin-list.
export type PartnerApplication = Tables<'partner_applications'>;

export const [updatePartnerApplication, deletePartnerApplication] =
  tableEdits<'partner_applications'>((client) => client.from('partner_applications'));

/** An accepted or rejected application e-mails the applicant. */
const updateAndNotify = withVisitorEmails(updatePartnerApplication);

export function usePartnerApplicationActions() {
  return useEditActions(
    [updateAndNotify, deletePartnerApplication],
    leadAreas('partner_applications'),
  );
}
