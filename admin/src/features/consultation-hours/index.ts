export { ConsultationHoursSettings } from './consultation-hours-settings';
