export interface FormspreeFieldError {
  field?: string;
  code: string;
  message: string;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Formspree's own checks: a non-empty body and a well-formed `email` (and `_replyto`). */
export function validateSubmission(fields: Record<string, unknown>): FormspreeFieldError[] {
  const entries = Object.entries(fields).filter(
    ([, value]) => value !== '' && value !== null && value !== undefined,
  );
  if (entries.length === 0) return [{ code: 'EMPTY', message: 'empty form' }];
  const errors: FormspreeFieldError[] = [];
  for (const field of ['email', '_replyto']) {
    const value = fields[field];
    if (value === undefined) continue;
    if (typeof value !== 'string' || value.trim() === '') {
      errors.push({ field, code: 'REQUIRED_FIELD_MISSING', message: 'is required' });
    } else if (!emailPattern.test(value.trim())) {
      errors.push({ field, code: 'TYPE_EMAIL', message: 'should be an email' });
    }
  }
  return errors;
}
