import * as yup from 'yup';
import type { TablesInsert } from '@inzira/contract/database.types.ts';
import {
  optionalPhone,
  optionalUrl,
  orNull,
  requiredEmail,
  requiredList,
  requiredName,
  requiredTitle,
} from '@inzira/contract/forms/field-rules.ts';

/** Admin professional form: skills arrive split on commas and trimmed. */
export const professionalSchema = yup.object({
  full_name: requiredName('Full name'),
  title: requiredTitle('Title'),
  skills: requiredList('Skills', 'Skills are required', 30, 80),
  email: requiredEmail(),
  profile_pic: optionalUrl('Profile picture'),
  phone_number: optionalPhone('Phone number'),
});

export type ProfessionalFormValues = yup.InferType<typeof professionalSchema>;

export function toProfessionalRow(values: ProfessionalFormValues): TablesInsert<'professionals'> {
  return {
    full_name: values.full_name,
    title: values.title,
    skills: values.skills,
    email: values.email,
    profile_pic: orNull(values.profile_pic),
    phone_number: orNull(values.phone_number),
  };
}
