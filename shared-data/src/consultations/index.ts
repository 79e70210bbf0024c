export { consultationKeys } from './keys';
export { getTakenSlots, useTakenSlots, type Consultation } from './consultation-queries';
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
  CONSULTATION_SLOT_VALUES,
  CONSULTATION_SLOTS,
  kigaliDateOf,
  pastSlots,
  scheduledFor,
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
