import { tableWrites } from '../client/table-writes';
import { useCrudActions } from '../swr';

const services = tableWrites<'services'>((client) => client.from('services'));
export const [createService, updateService, deleteService] = services;

/** Admin actions bound to the app's client; bookings show the service title, so they refresh too. */
export function useServiceActions() {
  return useCrudActions(services, ['services', 'bookings', 'dashboard']);
}
