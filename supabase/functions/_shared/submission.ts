import { FILL_TIME_FIELD, HONEYPOT_FIELD, TURNSTILE_FIELD } from '@inzira/contract/bot-check.ts';
import type { Json } from '@inzira/contract/database.types.ts';
import type { PublicForm } from '@inzira/contract/functions.ts';
import { formMessageTables } from '@inzira/contract/forms/form-message-tables.ts';
import { formMessageTemplates, localizeFormMessage } from '@inzira/contract/forms/form-messages.ts';
import { defaultLocale, isLocale, type Locale } from '@inzira/contract/locales.ts';
import * as yup from 'yup';
import { serviceClient, toRequestError } from './database.ts';
import { RequestError, serveJson } from './http.ts';
import { readFlatObject, requireTextFields, type Scalar } from './read-body.ts';
import { sourceAddress } from './source-address.ts';
import { alertTeamAfterAnswer } from './team-emails.ts';
import { verifyTurnstile } from './turnstile.ts';
import { sendQueuedAfterAnswer } from '../send-visitor-emails/outbox.ts';
/**
 * Faster than this, a person has not read the form: they are asked to send it again. The
 * `MIN_FILL_MS` secret may change it (the end-to-end robots type faster than people).
 */
const minFillMs = () => Number(Deno.env.get('MIN_FILL_MS') ?? '1500');

export interface SubmissionSpec<Values> {
  form: PublicForm;
  schema: yup.Schema<Values>;
  /** The validated values as the row's columns. */
  toFields(values: Values): { [column: string]: Json | undefined };
  /**
   * How the row is stored and what the visitor is answered; default: `submit_public_form`,
   * answering `{ reference }`.
   */
  store?(fields: { [column: string]: Json | undefined }, sourceAddress: string): Promise<object>;
}

/** Validates with the form's own schema; unknown fields and every field error are 400s. */
export async function validateFields<Values>(
  schema: yup.Schema<Values>,
  values: Record<string, Scalar>,
): Promise<Values> {
  if (schema instanceof yup.ObjectSchema) {
    const known = Object.keys(schema.fields);
    const unknown = Object.keys(values).filter((key) => !known.includes(key));
    if (unknown.length > 0) throw new RequestError(400, `Unknown field: ${unknown.join(', ')}`);
  }
  try {
    return await schema.validate(values, { abortEarly: false });
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const fieldErrors: Record<string, string> = {};
    const general: string[] = [];
    for (const item of error.inner.length > 0 ? error.inner : [error]) {
      if (item.path && !(item.path in fieldErrors)) fieldErrors[item.path] = item.message;
      else if (!item.path) general.push(item.message);
    }
    throw new RequestError(
      400,
      general[0] ?? 'Please check the highlighted fields and try again.',
      fieldErrors,
    );
  }
}

/**
 * The language the form was sent in (docs/languages.md): the body's `locale`, English when it
 * has none; any other value (another spelling, a number) is refused rather than guessed.
 */
export function submissionLocale(value: Scalar | undefined): Locale {
  if (value === undefined) return defaultLocale;
  if (isLocale(value)) return value;
  throw new RequestError(400, formMessageTemplates.unknownLocale, {
    locale: formMessageTemplates.unknownLocale,
  });
}

/** A refusal in the visitor's language: its message and each field's (same status and code). */
export function localizeRefusal(error: unknown, locale: Locale): unknown {
  const table = formMessageTables[locale];
  if (!(error instanceof RequestError) || !table) return error;
  const fieldErrors = error.fieldErrors
    ? Object.fromEntries(
        Object.entries(error.fieldErrors).map(([field, message]) => [
          field,
          localizeFormMessage(message, table),
        ]),
      )
    : undefined;
  return new RequestError(
    error.status,
    localizeFormMessage(error.message, table),
    fieldErrors,
    error.code,
  );
}

/**
 * One public form behind a function: one JSON object in, its form's schema, the honeypot
 * (a filled one gets the usual answer and nothing is stored), the fill time and (when it is
 * configured) the Turnstile token checked here, then exactly one row stored by the database
 * under its limits, with the language it was sent in (refusals are answered in it too).
 * Answers `{ reference }`.
 */
export function serveSubmission<Values>(spec: SubmissionSpec<Values>) {
  // Visitors' forms: the apps' publishable key, nothing more (docs/api-keys.md).
  return serveJson('publishable', async (request) => {
    const {
      [HONEYPOT_FIELD]: honeypot,
      [FILL_TIME_FIELD]: fillMs,
      [TURNSTILE_FIELD]: turnstileToken,
      locale: sentLocale,
      ...values
    } = await readFlatObject(request);
    const locale = submissionLocale(sentLocale);
    try {
      return await submit(spec, request, values, { honeypot, fillMs, turnstileToken, locale });
    } catch (error) {
      throw localizeRefusal(error, locale);
    }
  });
}

async function submit<Values>(
  spec: SubmissionSpec<Values>,
  request: Request,
  values: Record<string, Scalar>,
  {
    honeypot,
    fillMs,
    turnstileToken,
    locale,
  }: { honeypot?: Scalar; fillMs?: Scalar; turnstileToken?: Scalar; locale: Locale },
): Promise<object> {
  requireTextFields(values);
  const valid = await validateFields(spec.schema, values);
  if (typeof honeypot === 'string' && honeypot.trim() !== '') {
    return { reference: crypto.randomUUID() };
  }
  if (typeof fillMs !== 'number' || !Number.isFinite(fillMs) || fillMs < minFillMs()) {
    throw new RequestError(
      400,
      'That was quick! Please check your details and send the form again.',
    );
  }
  // Last before storing: a token is spent only on a submission that would be stored.
  await verifyTurnstile(turnstileToken, sourceAddress(request));
  const fields = { ...spec.toFields(valid), locale };
  if (spec.store) return await spec.store(fields, sourceAddress(request));
  const { data, error } = await serviceClient().rpc('submit_public_form', {
    form_name: spec.form,
    source_address: sourceAddress(request),
    fields,
  });
  if (error) throw toRequestError(error);
  // The team's new-lead e-mails were queued with the row (docs/leads.md, "Alerts"); they go
  // after the visitor's answer, and one not sent stays queued for the next send.
  if (typeof data === 'string') alertTeamAfterAnswer(serviceClient(), data);
  // An enrollment's or a registration's confirmation was queued with its row
  // (docs/visitor-emails.md); it goes after the answer too.
  if (spec.form === 'enrollment' || spec.form === 'registration') {
    sendQueuedAfterAnswer(serviceClient());
  }
  return { reference: data };
}
