import type { DataClient } from '../client';
import type { TablesInsert, TablesUpdate } from '../database.types';
import { unwrap } from '../errors';
import { useRevalidatingMutation } from '../swr';
import type { Consultation } from './consultation-queries';

export type PublicConsultation = Pick<
  TablesInsert<'consultations'>,
  'full_name' | 'email' | 'phone_number' | 'service' | 'message' | 'scheduled_for'
>;

/** A visitor's consultation; a taken slot or the submission limit throws the user's message. */
export async function createConsultation(
  client: DataClient,
  values: PublicConsultation,
): Promise<void> {
  unwrap(await client.from('consultations').insert(values));
}

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

/** Revalidates taken slots too, also after a failure (the slot may just have been taken). */
export function useCreateConsultation() {
  return useRevalidatingMutation(createConsultation, ['consultations', 'dashboard']);
}

export function useConsultationActions() {
  const areas = ['consultations', 'dashboard'] as const;
  return {
    update: useRevalidatingMutation(updateConsultation, areas),
    remove: useRevalidatingMutation(deleteConsultation, areas),
  };
}
