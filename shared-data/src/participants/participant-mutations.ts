import { tableWrites } from '../client/table-writes';
import { useCrudActions } from '../swr';

const participants = tableWrites<'participants'>((client) => client.from('participants'));
export const createParticipant = participants.create;
export const updateParticipant = participants.update;
export const deleteParticipant = participants.remove;

export function useParticipantActions() {
  return useCrudActions(participants, ['participants', 'events', 'dashboard']);
}
