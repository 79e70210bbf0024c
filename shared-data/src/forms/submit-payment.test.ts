import { describe, expect, it } from 'vitest';
import { useTestBackend } from '@inzira/test-kit';
import type { Database } from '@inzira/contract/database.types.ts';
import {
  PAYMENT_METHOD_ERROR,
  prepareCardPayment,
  STRIPE_SCA_ERROR,
  submitPayment,
  type CardPayment,
} from '.';

const ctx = useTestBackend<Database>();
const config = () => ({ endpoint: `${ctx().backend.url}/formspree`, formId: 'enrollment' });
const labels = { name: 'Name', email: 'Email' };
const data = { name: 'Grace', email: 'grace@example.com', course: 'Digital Marketing Mastery' };

async function forceNextAnswer(status: number, body: unknown): Promise<void> {
  const key = ctx().backend.secretKey;
  const response = await fetch(`${ctx().backend.url}/formspree/_next`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: key, authorization: `Bearer ${key}` },
    body: JSON.stringify({ formId: 'enrollment', status, body }),
  });
  expect(response.status).toBe(204);
}

// Stripe.js cannot be reached from the test machine; these cards stand in for its two calls
// so that the Formspree side of the flow runs against the local form service.
const card = (overrides: Partial<CardPayment> = {}): CardPayment => ({
  createPaymentMethod: () => Promise.resolve({ paymentMethod: { id: 'pm_card_visa' } }),
  handleCardAction: () => Promise.resolve({ paymentIntent: { id: 'pi_confirmed' } }),
  ...overrides,
});

describe('submitPayment', () => {
  it('sends the payment method with the fields', async () => {
    expect(await submitPayment(config(), data, labels, card())).toEqual({ kind: 'success' });
    const saved = await ctx().backend.formspree.submissions('enrollment');
    expect(saved.at(-1)?.fields).toMatchObject({ ...data, paymentMethod: 'pm_card_visa' });
  });

  it('reports "Error creating payment method" under the payment field, sending nothing', async () => {
    const before = (await ctx().backend.formspree.submissions('enrollment')).length;
    const outcome = await submitPayment(
      config(),
      data,
      labels,
      card({ createPaymentMethod: () => Promise.resolve({ error: new Error('declined') }) }),
    );
    expect(outcome).toEqual({
      kind: 'error',
      fieldErrors: { paymentMethod: PAYMENT_METHOD_ERROR },
    });
    expect(await ctx().backend.formspree.submissions('enrollment')).toHaveLength(before);
  });

  it('confirms a card that asks for authentication and posts again with the intent', async () => {
    await forceNextAnswer(200, {
      stripe: { paymentIntentClientSecret: 'pi_secret' },
      resubmitKey: 'resubmit-1',
    });
    const secrets: string[] = [];
    const outcome = await submitPayment(
      config(),
      data,
      labels,
      card({
        handleCardAction: (secret) => {
          secrets.push(secret);
          return Promise.resolve({ paymentIntent: { id: 'pi_confirmed' } });
        },
      }),
    );
    expect(outcome).toEqual({ kind: 'success' });
    expect(secrets).toEqual(['pi_secret']);
    const saved = await ctx().backend.formspree.submissions('enrollment');
    expect(saved.at(-1)?.fields).toMatchObject({
      paymentIntent: 'pi_confirmed',
      resubmitKey: 'resubmit-1',
    });
  });

  it('reports "Stripe SCA error" when the authentication fails', async () => {
    await forceNextAnswer(200, {
      stripe: { paymentIntentClientSecret: 'pi_secret' },
      resubmitKey: 'resubmit-2',
    });
    const outcome = await submitPayment(
      config(),
      data,
      labels,
      card({ handleCardAction: () => Promise.resolve({ error: new Error('3DS failed') }) }),
    );
    expect(outcome).toEqual({ kind: 'error', fieldErrors: { paymentMethod: STRIPE_SCA_ERROR } });
  });

  it('prepares the PaymentMethod first and charges that same one, created once', async () => {
    let created = 0;
    const prepared = await prepareCardPayment(
      card({
        createPaymentMethod: () => {
          created += 1;
          return Promise.resolve({ paymentMethod: { id: `pm_card_${created}` } });
        },
      }),
    );
    if (prepared.kind !== 'ready') throw new Error('The card was refused.');
    expect(prepared.paymentMethodId).toBe('pm_card_1');
    expect(await submitPayment(config(), data, labels, prepared.payment)).toEqual({
      kind: 'success',
    });
    expect(created).toBe(1);
    const saved = await ctx().backend.formspree.submissions('enrollment');
    expect(saved.at(-1)?.fields).toMatchObject({ paymentMethod: 'pm_card_1' });
  });

  it('reports "Error creating payment method" when the card cannot be prepared', async () => {
    expect(
      await prepareCardPayment(
        card({ createPaymentMethod: () => Promise.resolve({ error: new Error('incomplete') }) }),
      ),
    ).toEqual({ kind: 'error', message: PAYMENT_METHOD_ERROR });
  });

  it('maps field errors and an unexpected answer like submitForm', async () => {
    await forceNextAnswer(422, {
      errors: [{ field: 'email', code: 'TYPE_EMAIL', message: 'should be an email' }],
    });
    expect(await submitPayment(config(), data, labels, card())).toEqual({
      kind: 'error',
      fieldErrors: { email: 'Email should be an email' },
      formError: undefined,
    });
    await forceNextAnswer(200, { surprise: true });
    expect(await submitPayment(config(), data, labels, card())).toEqual({
      kind: 'error',
      fieldErrors: {},
      formError: 'Unexpected response format',
    });
  });
});
