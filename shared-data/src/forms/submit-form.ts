import {
  createClient,
  type Client,
  type FieldValues,
  type SubmissionData,
  type SubmissionResult,
} from '@formspree/core';
import { errorMessage } from '../errors';

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

/** Field name to the label its messages are prefixed with; '' shows the messages verbatim. */
export type FieldLabels = Partial<Record<string, string>>;

let client: Client | undefined;
const defaultClient = () => (client ??= createClient());

/**
 * Maps a Formspree result to the outcomes the forms show: field errors under their fields
 * with the field's label as prefix (joined by commas), form-level errors (including
 * "Unexpected response format" and network errors). An empty label puts the field's messages
 * under it verbatim (the payment method's "Error creating payment method").
 */
export function toFormOutcome<T extends FieldValues>(
  result: SubmissionResult<T>,
  fieldLabels: FieldLabels,
): FormOutcome {
  if (result.kind === 'success') return { kind: 'success' };

  const fieldErrors: Record<string, string> = {};
  const unlabelled: string[] = [];
  for (const [field, errors] of result.getAllFieldErrors()) {
    const name = String(field);
    const label = fieldLabels[name];
    const messages = errors.map((error) => error.message).join(', ');
    // A field this form does not show has nowhere to go but the form-level message.
    if (label === undefined) unlabelled.push(`${name} ${messages}`);
    else fieldErrors[name] = label ? `${label} ${messages}` : messages;
  }
  const formMessages = [...result.getFormErrors().map((error) => error.message), ...unlabelled];
  return {
    kind: 'error',
    fieldErrors,
    formError: formMessages.length > 0 ? formMessages.join(', ') : undefined,
  };
}

/** Sends a notification through @formspree/core; see toFormOutcome for what comes back. */
export async function submitForm<T extends FieldValues>(
  config: FormspreeConfig,
  data: SubmissionData<T>,
  fieldLabels: FieldLabels = {},
): Promise<FormOutcome> {
  try {
    const result = await defaultClient().submitForm(config.formId, data, {
      endpoint: config.endpoint,
    });
    return toFormOutcome(result, fieldLabels);
  } catch (error) {
    // @formspree/core throws on an answer it cannot use here (a payment request to a form with
    // no card): the visitor gets its message instead of a button that silently stops.
    return {
      kind: 'error',
      fieldErrors: {},
      formError: errorMessage(error, 'Unexpected response format'),
    };
  }
}
