import { tableEdits } from '../client/table-writes';
import type { Tables } from '@inzira/contract/database.types.ts';
import { useEditActions } from '../swr';

// Admins read enrollments through the `enrollments` resource of admin-list.
export type Enrollment = Tables<'enrollments'>;

const enrollments = tableEdits<'enrollments'>((client) => client.from('enrollments'));
export const [updateEnrollment, deleteEnrollment] = enrollments;

export function useEnrollmentActions() {
  return useEditActions(enrollments, ['enrollments', 'dashboard']);
}
