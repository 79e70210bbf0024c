import { isEmailAddress, maxEmailLength } from '../http/fields';

export interface FormspreeFieldError {
  field?: string;
  code: string;
  message: string;
}

/** Bounds on one submission; a refused submission answers 400 with the reason. */
export const submissionLimits = {
  fields: 100,
  nameLength: 200,
  valueLength: 65_536,
} as const;

const emailFields = ['email', '_replyto'];

/** Why a submission is refused outright (too many or too long fields), or undefined. */
export function oversizedField(fields: Record<string, unknown>): string | undefined {
  const entries = Object.entries(fields);
  if (entries.length > submissionLimits.fields)
    return `Too many fields (${entries.length}; at most ${submissionLimits.fields} are accepted)`;
  for (const [name, value] of entries) {
    if (name.length > submissionLimits.nameLength)
      return `A field name is too long (${name.length} characters; at most ${submissionLimits.nameLength} are accepted)`;
    const text = typeof value === 'string' ? value : JSON.stringify(value ?? null);
    const max = emailFields.includes(name) ? maxEmailLength : submissionLimits.valueLength;
    if (text.length > max)
      return `Field "${name}" is too long (${text.length} characters; at most ${max} are accepted)`;
  }
  return undefined;
}

/** Formspree's own checks: a non-empty body and a well-formed `email` (and `_replyto`). */
export function validateSubmission(fields: Record<string, unknown>): FormspreeFieldError[] {
  const entries = Object.entries(fields).filter(
    ([, value]) => value !== '' && value !== null && value !== undefined,
  );
  if (entries.length === 0) return [{ code: 'EMPTY', message: 'empty form' }];
  const errors: FormspreeFieldError[] = [];
  for (const field of emailFields) {
    const value = fields[field];
    if (value === undefined) continue;
    if (typeof value !== 'string' || value.trim() === '') {
      errors.push({ field, code: 'REQUIRED_FIELD_MISSING', message: 'is required' });
    } else if (!isEmailAddress(value.trim())) {
      errors.push({ field, code: 'TYPE_EMAIL', message: 'should be an email' });
    }
  }
  return errors;
}
