import { tableWrites } from '../client/table-writes';
import type { Tables } from '../database.types';
import { useEditActions } from '../swr';
import { withVisitorEmails } from '../visitor-emails/deliver';

// Admins read applications through the `partner_applications` resource of admin-list.
export type PartnerApplication = Tables<'partner_applications'>;

const applications = tableWrites<'partner_applications'>((client) =>
  client.from('partner_applications'),
);
export const updatePartnerApplication = applications.update;
export const deletePartnerApplication = applications.remove;

/** An accepted or rejected application e-mails the applicant. */
const updateAndNotify = withVisitorEmails(updatePartnerApplication);

export function usePartnerApplicationActions() {
  return useEditActions({ update: updateAndNotify, remove: deletePartnerApplication }, [
    'partner_applications',
    'dashboard',
    'visitor_emails',
  ]);
}
