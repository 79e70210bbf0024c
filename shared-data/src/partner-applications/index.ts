export { partnerApplicationKeys } from './keys';
export {
  createPartnerApplication,
  deletePartnerApplication,
  updatePartnerApplication,
  useCreatePartnerApplication,
  usePartnerApplicationActions,
  type PartnerApplication,
  type PublicPartnerApplication,
} from './partner-application-mutations';
export {
  PARTNER_APPLICATION_FIELD_LABELS,
  partnerApplicationSchema,
  toPublicPartnerApplication,
  type PartnerApplicationFormValues,
} from './partner-application.schema';
export { APPLICATION_STATUSES, statusLabel, type ApplicationStatus } from '../forms/statuses';
