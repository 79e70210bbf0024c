import type { DataClient } from '../client';
import type { TablesUpdate } from '../database.types';
import { unwrap } from '../errors';
import { useRevalidatingMutation } from '../swr';
import { withVisitorEmails } from '../visitor-emails/deliver';
import type { Consultation } from './consultation-queries';

export async function updateConsultation(
  client: DataClient,
  id: string,
  values: TablesUpdate<'consultations'>,
): Promise<Consultation> {
  return unwrap(
    await client.from('consultations').update(values).eq('id', id).select('*').single(),
  );
}

export async function deleteConsultation(client: DataClient, id: string): Promise<void> {
  unwrap(await client.from('consultations').delete().eq('id', id));
}

/** A confirmed, rescheduled or cancelled consultation e-mails the visitor. */
const updateAndNotify = withVisitorEmails(updateConsultation);

export function useConsultationActions() {
  const areas = ['consultations', 'dashboard', 'visitor_emails'] as const;
  return {
    update: useRevalidatingMutation(updateAndNotify, areas),
    remove: useRevalidatingMutation(deleteConsultation, areas),
  };
}
