import { createClient, type Client, type FieldValues, type SubmissionData } from '@formspree/core';

export interface FormspreeConfig {
  /** Unset means Formspree's own endpoint. */
  endpoint?: string;
  formId: string;
}

/** What a form screen needs to know about a notification it sent. */
export type FormOutcome =
  | { kind: 'success' }
  | {
      kind: 'error';
      /** One message per field, already prefixed with the field's label ("Email should be an email"). */
      fieldErrors: Record<string, string>;
      /** Errors that name no field, e.g. "Unexpected response format" or a network failure. */
      formError?: string;
    };

let client: Client | undefined;
const defaultClient = () => (client ??= createClient());

/**
 * Sends a notification through @formspree/core and maps its result to the outcomes the
 * original shows: field errors under their fields with the field's label as prefix (joined by
 * commas), form-level errors (including "Unexpected response format" and network errors).
 */
export async function submitForm<T extends FieldValues>(
  config: FormspreeConfig,
  data: SubmissionData<T>,
  fieldLabels: Partial<Record<keyof T & string, string>> = {},
): Promise<FormOutcome> {
  const result = await defaultClient().submitForm(config.formId, data, {
    endpoint: config.endpoint,
  });
  if (result.kind === 'success') return { kind: 'success' };

  const fieldErrors: Record<string, string> = {};
  const unlabelled: string[] = [];
  for (const [field, errors] of result.getAllFieldErrors()) {
    const name = String(field);
    const label = fieldLabels[name as keyof T & string];
    const messages = errors.map((error) => error.message).join(', ');
    // A field this form does not show has nowhere to go but the form-level message.
    if (label) fieldErrors[name] = `${label} ${messages}`;
    else unlabelled.push(`${name} ${messages}`);
  }
  const formMessages = [...result.getFormErrors().map((error) => error.message), ...unlabelled];
  return {
    kind: 'error',
    fieldErrors,
    formError: formMessages.length > 0 ? formMessages.join(', ') : undefined,
  };
}
