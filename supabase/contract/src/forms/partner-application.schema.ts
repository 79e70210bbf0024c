import type * as yup from 'yup';
import type { TablesInsert } from '../database.types.ts';
import { contactSchema } from './contact.schema.ts';
import { requiredLongText, requiredName } from './field-rules.ts';

/** The columns a visitor's submission fills (stored by the Edge Function). */
export type PublicPartnerApplication = Pick<
  TablesInsert<'partner_applications'>,
  'company_name' | 'email' | 'phone' | 'message'
>;

/** Partner application form: every field required; the company's name stands for a person's. */
export const partnerApplicationSchema = contactSchema.omit(['name']).shape({
  companyName: requiredName('Company name'),
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
