import * as yup from 'yup';
import type { TablesInsert } from '../database.types.ts';
import {
  requiredEmail,
  requiredLongText,
  requiredName,
  requiredPhone,
} from '../forms/schema-helpers.ts';

/** The columns a visitor's submission fills (stored by the Edge Function). */
export type PublicPartnerApplication = Pick<
  TablesInsert<'partner_applications'>,
  'company_name' | 'email' | 'phone' | 'message'
>;

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
