import type { FunctionsHttpError } from '@supabase/functions-js';
import type { DataClient } from '../client';
import { errorMessage } from '../errors';
import type { SubmissionFunction } from '@inzira/contract/functions.ts';

export type { SubmissionFunction };

export type InvokeResult<T> =
  | { kind: 'ok'; data: T }
  | {
      kind: 'refused';
      status: number;
      /** A message for people: the function's own, or a network failure. */
      message: string;
      /** Per field, keyed like the form's values. */
      fieldErrors: Record<string, string>;
    };

interface FunctionRefusal {
  error?: unknown;
  message?: unknown;
  fieldErrors?: unknown;
}

const fallbackMessage = 'Your submission could not be sent. Please try again.';

async function readRefusal(response: Response): Promise<FunctionRefusal> {
  try {
    return ((await response.json()) as FunctionRefusal | null) ?? {};
  } catch {
    return {};
  }
}

function asFieldErrors(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/**
 * A refusal by the function (a non-2xx answer). Told by its name, not `instanceof`, so a page
 * that only reads never loads the Functions library (it loads with the first submission).
 */
const isHttpError = (error: unknown): error is FunctionsHttpError =>
  error instanceof Error && error.name === 'FunctionsHttpError';

/** Calls a public Edge Function with supabase-js `functions.invoke` and reads its answer. */
export async function invokeFunction<T>(
  client: DataClient,
  name: SubmissionFunction,
  body: Record<string, unknown>,
): Promise<InvokeResult<T>> {
  const { data, error } = await client.functions.invoke<T>(name, { body });
  if (!error) return { kind: 'ok', data: data as T };
  if (isHttpError(error)) {
    const response = error.context as Response;
    const refusal = await readRefusal(response);
    const message =
      typeof refusal.error === 'string'
        ? refusal.error
        : typeof refusal.message === 'string'
          ? refusal.message
          : fallbackMessage;
    return {
      kind: 'refused',
      status: response.status,
      message,
      fieldErrors: asFieldErrors(refusal.fieldErrors),
    };
  }
  return {
    kind: 'refused',
    status: 0,
    message: errorMessage(error, fallbackMessage),
    fieldErrors: {},
  };
}
