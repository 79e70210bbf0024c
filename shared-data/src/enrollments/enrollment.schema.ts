import * as yup from 'yup';
import { requiredEmail, requiredName, requiredPhone } from '../forms/schema-helpers.ts';

/** Step 1 of the enrollment modal: who enrolls (all required). */
export const enrollmentDetailsSchema = yup.object({
  name: requiredName('Name'),
  email: requiredEmail(),
  phone: requiredPhone('Phone'),
});

export type EnrollmentDetailsValues = yup.InferType<typeof enrollmentDetailsSchema>;

/** Prefixes of the form service's field errors. */
export const ENROLLMENT_FIELD_LABELS = { name: 'Name', email: 'Email', phone: 'Phone' } as const;
