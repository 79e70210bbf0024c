import type { ReactNode } from 'react';
import { useField, useFormikContext } from 'formik';

// Formik types errors as strings, but array fields validated by yup carry an
// array of per-item messages; the first one is shown under the field.
export function firstErrorMessage(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  if (Array.isArray(error))
    return error.map(firstErrorMessage).find((message) => message !== undefined);
  return undefined;
}

/**
 * A Formik field plus the message to show under it: errors appear only once
 * the field was touched or a submit was attempted, so a fresh form is quiet.
 */
export function useFieldFeedback<Value>(name: string) {
  const [field, meta, helpers] = useField<Value>(name);
  const { submitCount } = useFormikContext();
  const message = firstErrorMessage(meta.error);
  const showError = message !== undefined && (meta.touched || submitCount > 0);
  return { field, meta, helpers, showError, errorMessage: showError ? message : undefined };
}

/**
 * What a MUI TextField over a text field takes from Formik: the value ('' while there is none,
 * so the input stays controlled), the error state, and its message in place of the helper text.
 */
export function useTextFieldFeedback(name: string, helperText: ReactNode) {
  const { field, errorMessage } = useFieldFeedback<string | null | undefined>(name);
  return {
    ...field,
    value: field.value ?? '',
    error: errorMessage !== undefined,
    helperText: errorMessage ?? helperText,
  };
}
