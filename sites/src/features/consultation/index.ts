export { ConsultationForm, consultationFormAttribute } from './consultation-form';
export { ConfirmFromLink } from './confirm-from-link';
export { ManageAppointment } from './manage-appointment';
