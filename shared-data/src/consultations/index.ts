export { consultationKeys } from './keys';
export { getTakenSlots, type Consultation } from './consultation-queries';
export {
  getConsultationDay,
  useConsultationDay,
  type ConsultationDay,
  type DaySlot,
} from './consultation-slots';
export {
  deleteConsultation,
  updateConsultation,
  useConsultationActions,
} from './consultation-mutations';
export {
  CONSULTATION_ERROR_BANNER,
  CONSULTATION_FIELD_LABELS,
  CONSULTATION_SERVICES,
  consultationSchema,
  toPublicConsultation,
  type ConsultationFormValues,
  type ConsultationService,
  type PublicConsultation,
} from '@inzira/contract/forms/consultation.schema.ts';
export {
  bookingWindow,
  buildConsultationIcs,
  kigaliDateOf,
  scheduledFor,
  slotLabel,
  slotOf,
  type ConsultationIcsInput,
  type ConsultationSlot,
} from './kigali-time';
export { SUBMISSION_STATUSES, statusLabel, type SubmissionStatus } from '../forms/statuses';
export {
  confirmConsultationEmail,
  manageConsultation,
  manageConsultationPath,
  useManagedConsultation,
  type ConfirmedHold,
  type ManageRequest,
  type ManagedAppointment,
  type VisitorAppointment,
} from './consultation-self-service';
export { getAgenda, useAgenda, type AgendaEntry } from './agenda-queries';
