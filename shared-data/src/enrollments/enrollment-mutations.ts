import type { DataClient } from '../client';
import type { Tables, TablesUpdate } from '../database.types';
import { unwrap } from '../errors';
import { useRevalidatingMutation } from '../swr';

// Admins read enrollments through the `enrollments` resource of admin-list.
export type Enrollment = Tables<'enrollments'>;

export async function updateEnrollment(
  client: DataClient,
  id: string,
  values: TablesUpdate<'enrollments'>,
): Promise<Enrollment> {
  return unwrap(await client.from('enrollments').update(values).eq('id', id).select('*').single());
}

export async function deleteEnrollment(client: DataClient, id: string): Promise<void> {
  unwrap(await client.from('enrollments').delete().eq('id', id));
}

export function useEnrollmentActions() {
  const areas = ['enrollments', 'dashboard'] as const;
  return {
    update: useRevalidatingMutation(updateEnrollment, areas),
    remove: useRevalidatingMutation(deleteEnrollment, areas),
  };
}
