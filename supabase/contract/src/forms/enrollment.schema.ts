import type * as yup from 'yup';
import { contactSchema } from './contact.schema.ts';

/** Step 1 of the enrollment modal: who enrolls (all required). */
export const enrollmentDetailsSchema = contactSchema;

export type EnrollmentDetailsValues = yup.InferType<typeof enrollmentDetailsSchema>;

/** Prefixes of the form service's field errors. */
export const ENROLLMENT_FIELD_LABELS = { name: 'Name', email: 'Email', phone: 'Phone' } as const;
