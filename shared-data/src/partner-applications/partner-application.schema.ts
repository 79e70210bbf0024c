import * as yup from 'yup';
import {
  requiredEmail,
  requiredLongText,
  requiredName,
  requiredPhone,
} from '../forms/schema-helpers';
import type { PublicPartnerApplication } from './partner-application-mutations';

/** Partner application form: every field required. */
export const partnerApplicationSchema = yup.object({
  companyName: requiredName('Company name'),
  email: requiredEmail(),
  phone: requiredPhone('Phone'),
  message: requiredLongText('Message'),
});

export type PartnerApplicationFormValues = yup.InferType<typeof partnerApplicationSchema>;

export const PARTNER_APPLICATION_FIELD_LABELS = {
  companyName: 'Company name',
  email: 'Email',
  phone: 'Phone',
  message: 'Message',
} as const;

export function toPublicPartnerApplication(
  values: PartnerApplicationFormValues,
): PublicPartnerApplication {
  return {
    company_name: values.companyName,
    email: values.email,
    phone: values.phone,
    message: values.message,
  };
}
