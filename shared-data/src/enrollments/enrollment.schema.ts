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

// Luhn's checksum catches most mistyped card numbers before the payment provider sees them.
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card's expiry (MM/YY) is this month or later. */
function isNotExpired(value: string, now: Date): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

/** Step 2, only when card payments are on (a Stripe key is configured). */
export const enrollmentCardSchema = yup.object({
  cardNumber: yup
    .string()
    .transform((value: string) => value.replace(/[\s-]/g, ''))
    .matches(/^\d{13,19}$/, 'Card number must have 13 to 19 digits')
    .test('luhn', 'Card number is not valid', (value) => !value || passesLuhn(value))
    .required('Card number is required'),
  expiryDate: yup
    .string()
    .trim()
    .matches(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Expiry date must be MM/YY')
    .test(
      'not-expired',
      'This card has expired',
      (value) => !value || isNotExpired(value, new Date()),
    )
    .required('Expiry date is required'),
  cvv: yup
    .string()
    .trim()
    .matches(/^\d{3,4}$/, 'CVV must be 3 or 4 digits')
    .required('CVV is required'),
});

export type EnrollmentCardValues = yup.InferType<typeof enrollmentCardSchema>;
