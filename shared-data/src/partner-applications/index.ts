export { partnerApplicationKeys } from './keys';
export {
  deletePartnerApplication,
  updatePartnerApplication,
  usePartnerApplicationActions,
  type PartnerApplication,
} from './partner-application-mutations';
export {
  PARTNER_APPLICATION_FIELD_LABELS,
  partnerApplicationSchema,
  toPublicPartnerApplication,
  type PartnerApplicationFormValues,
  type PublicPartnerApplication,
} from '@inzira/contract/forms/partner-application.schema.ts';
export { APPLICATION_STATUSES, statusLabel, type ApplicationStatus } from '../forms/statuses';
