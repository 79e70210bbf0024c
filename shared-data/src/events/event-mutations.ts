import { tableWrites } from '../client/table-writes';
import { useCrudActions } from '../swr';

const events = tableWrites<'events'>((client) => client.from('events'));
export const [createEvent, updateEvent, deleteEvent] = events;

/** Participants show their event's title and are deleted with it. */
export function useEventActions() {
  return useCrudActions(events, ['events', 'participants', 'dashboard']);
}
