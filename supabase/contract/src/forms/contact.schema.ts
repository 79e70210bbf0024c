import * as yup from 'yup';
import { requiredEmail, requiredName, requiredPhone } from './field-rules.ts';

/**
 * Who a public form is from: the name, e-mail and phone rules every form composes (with
 * `.shape()` to add or replace a field, `.omit()` to drop one), so a rule changes in one place.
 */
export const contactSchema = yup.object({
  name: requiredName('Name'),
  email: requiredEmail(),
  phone: requiredPhone('Phone'),
});

export type ContactValues = yup.InferType<typeof contactSchema>;
