import { tableWrites } from '../client/table-writes';
import { useCrudActions } from '../swr';

const professionals = tableWrites<'professionals'>((client) => client.from('professionals'));
export const [createProfessional, updateProfessional, deleteProfessional] = professionals;

/** Teams embed professionals and the dashboard counts them, so both refresh too. */
export function useProfessionalActions() {
  return useCrudActions(professionals, ['professionals', 'projects', 'dashboard']);
}
