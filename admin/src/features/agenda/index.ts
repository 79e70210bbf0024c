export { AgendaView } from './agenda-view';
export { UpcomingAppointments } from './upcoming-appointments';
