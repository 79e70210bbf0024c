import * as yup from 'yup';

// Field rules shared by every form; the bounds match the database's domains (name_text 120,
// title_text 200, email_address 254, phone_text 4-32 of digits and + ( ) . - and spaces,
// long_text 5000, url_text 2048 starting with http(s):// or /).

const phonePattern = /^[0-9+() .-]+$/;
const urlPattern = /^(https?:\/\/|\/)/;

export const requiredName = (label: string) =>
  yup
    .string()
    .trim()
    .max(120, `${label} must be at most 120 characters`)
    .required(`${label} is required`);

export const requiredTitle = (label: string) =>
  yup
    .string()
    .trim()
    .max(200, `${label} must be at most 200 characters`)
    .required(`${label} is required`);

export const requiredLongText = (label: string) =>
  yup
    .string()
    .trim()
    .max(5000, `${label} must be at most 5000 characters`)
    .required(`${label} is required`);

export const optionalLongText = (label: string) =>
  yup.string().trim().max(5000, `${label} must be at most 5000 characters`).optional();

const yupEmail = yup.string().email();
// The database's email_address domain also wants a dot in the domain (yup takes a@localhost).
const dottedDomain = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export const requiredEmail = () =>
  yup
    .string()
    .trim()
    .max(254, 'Email must be at most 254 characters')
    .test(
      'email',
      'Please enter a valid email address',
      (value) => !value || (yupEmail.isValidSync(value) && dottedDomain.test(value)),
    )
    .required('Email is required');

/** A phone number as typed (without the country code when the form has a separate one). */
export const optionalPhone = (label = 'Phone') =>
  yup
    .string()
    .trim()
    .matches(phonePattern, {
      message: `${label} may only contain digits, spaces and + ( ) . -`,
      excludeEmptyString: true,
    })
    .test(
      'length',
      `${label} must be 4 to 32 characters`,
      (value) => !value || (value.length >= 4 && value.length <= 32),
    )
    .optional();

export const requiredPhone = (label = 'Phone') =>
  optionalPhone(label).required(`${label} is required`);

/** A link the database accepts: absolute http(s) or a site-relative path. */
export const optionalUrl = (label: string) =>
  yup
    .string()
    .trim()
    .max(2048, `${label} must be at most 2048 characters`)
    .test(
      'url',
      `${label} must be a valid URL`,
      (value) => !value || (urlPattern.test(value) && isParsableUrl(value)),
    )
    .optional();

export const requiredUrl = (label: string) => optionalUrl(label).required(`${label} is required`);

function isParsableUrl(value: string): boolean {
  return URL.canParse(value, 'https://example.com');
}

/** A list entered one per line or comma-separated: items trimmed, blanks dropped; may be empty. */
export const optionalList = (label: string, maxItems: number, maxLength: number) =>
  yup
    .array(
      yup
        .string()
        .trim()
        .required()
        .max(maxLength, `Each item of ${label} must be at most ${maxLength} characters`),
    )
    .transform((items: unknown) =>
      Array.isArray(items)
        ? items.map((item) => String(item).trim()).filter((item) => item !== '')
        : items,
    )
    .max(maxItems, `${label} can have at most ${maxItems} items`);

/** The same list with at least one item. */
export const requiredList = (
  label: string,
  emptyMessage: string,
  maxItems: number,
  maxLength: number,
) => optionalList(label, maxItems, maxLength).min(1, emptyMessage).required(emptyMessage);

/** Text of a form field, empty meaning "not given", as the column's null. */
export const orNull = (value: string | undefined | null): string | null => (value ? value : null);
