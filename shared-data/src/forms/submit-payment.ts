import { SubmissionError, type FieldValues } from '@formspree/core';
import {
  toFormOutcome,
  type FieldLabels,
  type FormOutcome,
  type FormspreeConfig,
} from './submit-form';
import { errorMessage } from '../errors';

/**
 * The two Stripe.js calls Formspree's Stripe flow needs, described by shape. @formspree/core
 * runs the same flow but types it against its own pinned @stripe/stripe-js, which the site's
 * newer Stripe.js does not satisfy without a cast; so the flow is written here against these
 * two calls (same order, same messages as @formspree/core 4).
 */
export interface CardPayment {
  createPaymentMethod(): Promise<{ error?: unknown; paymentMethod?: { id: string } | null }>;
  handleCardAction(
    clientSecret: string,
  ): Promise<{ error?: unknown; paymentIntent?: { id: string } | null }>;
}

export const PAYMENT_METHOD_ERROR = 'Error creating payment method';
export const STRIPE_SCA_ERROR = 'Stripe SCA error';

type PostResult =
  | { kind: 'done'; outcome: FormOutcome }
  | { kind: 'sca'; clientSecret: string; resubmitKey: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function serverErrors(body: Record<string, unknown>) {
  if (typeof body.error === 'string' && !Array.isArray(body.errors)) {
    return [{ message: body.error }];
  }
  if (!Array.isArray(body.errors)) return undefined;
  const errors = body.errors.filter(isRecord).flatMap((error) =>
    typeof error.message === 'string'
      ? [
          {
            message: error.message,
            field: typeof error.field === 'string' ? error.field : undefined,
            code: typeof error.code === 'string' ? error.code : undefined,
          },
        ]
      : [],
  );
  return errors.length === body.errors.length ? errors : undefined;
}

async function post(
  config: FormspreeConfig,
  data: FieldValues,
  labels: FieldLabels,
): Promise<PostResult> {
  const error = (message: string): PostResult => ({
    kind: 'done',
    outcome: toFormOutcome(new SubmissionError({ message }), labels),
  });
  let body: unknown;
  try {
    const response = await fetch(
      `${config.endpoint ?? 'https://formspree.io'}/f/${config.formId}`,
      {
        method: 'POST',
        mode: 'cors',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify(data),
      },
    );
    body = await response.json();
  } catch (caught) {
    return error(errorMessage(caught, 'Network error'));
  }
  if (!isRecord(body)) return error('Unexpected response format');
  const errors = serverErrors(body);
  if (errors)
    return { kind: 'done', outcome: toFormOutcome(new SubmissionError(...errors), labels) };
  const stripe = body.stripe;
  if (
    isRecord(stripe) &&
    typeof stripe.paymentIntentClientSecret === 'string' &&
    typeof body.resubmitKey === 'string'
  ) {
    return {
      kind: 'sca',
      clientSecret: stripe.paymentIntentClientSecret,
      resubmitKey: body.resubmitKey,
    };
  }
  if (typeof body.next === 'string') return { kind: 'done', outcome: { kind: 'success' } };
  return error('Unexpected response format');
}

const paymentError = (message: string): FormOutcome => ({
  kind: 'error',
  fieldErrors: { paymentMethod: message },
});

/**
 * A notification that carries a card payment: create the payment method, post it, and
 * when the card asks for authentication (SCA) confirm it and post again with the intent.
 * Messages land under `paymentMethod` verbatim.
 */
export async function submitPayment(
  config: FormspreeConfig,
  data: FieldValues,
  fieldLabels: FieldLabels,
  payment: CardPayment,
): Promise<FormOutcome> {
  const labels = { ...fieldLabels, paymentMethod: '' };
  const method = await payment.createPaymentMethod();
  if (method.error || !method.paymentMethod) return paymentError(PAYMENT_METHOD_ERROR);
  const first = await post(config, { ...data, paymentMethod: method.paymentMethod.id }, labels);
  if (first.kind === 'done') return first.outcome;
  const action = await payment.handleCardAction(first.clientSecret);
  if (action.error || !action.paymentIntent) return paymentError(STRIPE_SCA_ERROR);
  const second = await post(
    config,
    { ...data, paymentIntent: action.paymentIntent.id, resubmitKey: first.resubmitKey },
    labels,
  );
  // Formspree never asks twice; a second request for authentication is not a success.
  return second.kind === 'done' ? second.outcome : paymentError(STRIPE_SCA_ERROR);
}

export type PreparedCardPayment =
  | { kind: 'ready'; paymentMethodId: string; payment: CardPayment }
  /** The message for under the card field. */
  | { kind: 'error'; message: string };

/**
 * The flow's first step on its own, before anything is stored: the enrollment row names the
 * PaymentMethod, so Stripe's signed events can find it (docs/payments.md). The `payment` it
 * answers hands that same PaymentMethod to submitPayment instead of creating another.
 */
export async function prepareCardPayment(payment: CardPayment): Promise<PreparedCardPayment> {
  const method = await payment.createPaymentMethod();
  const id = method.paymentMethod?.id;
  if (method.error || !id) return { kind: 'error', message: PAYMENT_METHOD_ERROR };
  return {
    kind: 'ready',
    paymentMethodId: id,
    payment: { ...payment, createPaymentMethod: () => Promise.resolve({ paymentMethod: { id } }) },
  };
}
