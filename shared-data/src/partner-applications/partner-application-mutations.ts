import type { DataClient } from '../client';
import type { Tables, TablesUpdate } from '../database.types';
import { unwrap } from '../errors';
import { useRevalidatingMutation } from '../swr';
import { withVisitorEmails } from '../visitor-emails/deliver';

// Admins read applications through the `partner_applications` resource of admin-list.
export type PartnerApplication = Tables<'partner_applications'>;

export async function updatePartnerApplication(
  client: DataClient,
  id: string,
  values: TablesUpdate<'partner_applications'>,
): Promise<PartnerApplication> {
  return unwrap(
    await client.from('partner_applications').update(values).eq('id', id).select('*').single(),
  );
}

export async function deletePartnerApplication(client: DataClient, id: string): Promise<void> {
  unwrap(await client.from('partner_applications').delete().eq('id', id));
}

/** An accepted or rejected application e-mails the applicant. */
const updateAndNotify = withVisitorEmails(updatePartnerApplication);

export function usePartnerApplicationActions() {
  const areas = ['partner_applications', 'dashboard', 'visitor_emails'] as const;
  return {
    update: useRevalidatingMutation(updateAndNotify, areas),
    remove: useRevalidatingMutation(deletePartnerApplication, areas),
  };
}
