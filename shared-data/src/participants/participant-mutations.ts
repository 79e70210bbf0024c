import { tableWrites } from '../client/table-writes';
import { useCrudActions } from '../swr';

const participants = tableWrites<'participants'>((client) => client.from('participants'));
export const [createParticipant, updateParticipant, deleteParticipant] = participants;

export function useParticipantActions() {
  return useCrudActions(participants, ['participants', 'events', 'dashboard']);
}
