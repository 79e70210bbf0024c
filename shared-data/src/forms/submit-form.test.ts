import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestBackend } from '@inzira/test-kit';
import type { Database } from '@inzira/contract/database.types.ts';
import { submitForm } from '.';

const ctx = useTestBackend<Database>();

const endpoint = () => `${ctx().backend.url}/formspree`;

const labels = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  service: 'Service',
  message: 'Message',
};

/** Forces the local Formspree's next answer for a form, through its test control. */
async function forceNextAnswer(formId: string, status: number, body: unknown): Promise<void> {
  const response = await fetch(`${ctx().backend.url}/formspree/_next`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      apikey: ctx().backend.secretKey,
      authorization: `Bearer ${ctx().backend.secretKey}`,
    },
    body: JSON.stringify({ formId, status, body }),
  });
  expect(response.status).toBe(204);
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('submitForm', () => {
  it('reports success and the form service records the submission', async () => {
    const outcome = await submitForm(
      { endpoint: endpoint(), formId: 'booking' },
      { name: 'Alice', email: 'alice@example.com', message: 'Hello' },
      labels,
    );
    expect(outcome).toEqual({ kind: 'success' });
    const [saved] = await ctx().backend.formspree.submissions('booking');
    expect(saved).toMatchObject({ formId: 'booking' });
  });

  it('puts a field error under its field with the field’s label as prefix', async () => {
    const outcome = await submitForm(
      { endpoint: endpoint(), formId: 'booking' },
      { name: 'Alice', email: 'not-an-email' },
      labels,
    );
    expect(outcome).toEqual({
      kind: 'error',
      fieldErrors: { email: 'Email should be an email' },
      formError: undefined,
    });
  });

  it('joins several errors of one field with commas and keeps form-level errors apart', async () => {
    await forceNextAnswer('booking', 422, {
      error: 'Validation errors',
      errors: [
        { field: 'phone', code: 'TYPE_TEXT', message: 'is too short' },
        { field: 'phone', code: 'TYPE_TEXT', message: 'should be a number' },
        { code: 'EMPTY', message: 'Form is disabled' },
      ],
    });
    const outcome = await submitForm(
      { endpoint: endpoint(), formId: 'booking' },
      { name: 'Alice', phone: '1' },
      labels,
    );
    expect(outcome).toEqual({
      kind: 'error',
      fieldErrors: { phone: 'Phone is too short, should be a number' },
      formError: 'Form is disabled',
    });
  });

  it('says "Unexpected response format" for an answer it cannot read', async () => {
    await forceNextAnswer('booking', 500, { surprise: true });
    const outcome = await submitForm(
      { endpoint: endpoint(), formId: 'booking' },
      { name: 'Alice' },
      labels,
    );
    expect(outcome).toMatchObject({ kind: 'error', formError: 'Unexpected response format' });
  });

  it('explains a payment request sent to a form that has no card, instead of throwing', async () => {
    await forceNextAnswer('booking', 200, {
      stripe: { paymentIntentClientSecret: 'pi_123_secret_456' },
      resubmitKey: 'again',
    });
    const outcome = await submitForm(
      { endpoint: endpoint(), formId: 'booking' },
      { name: 'Alice' },
      labels,
    );
    expect(outcome).toMatchObject({ kind: 'error', fieldErrors: {} });
    expect(outcome.kind === 'error' ? outcome.formError : '').not.toBe('');
  });

  it('reports a network failure as a form-level error', async () => {
    const outcome = await submitForm(
      { endpoint: `http://127.0.0.1:${await closedPort()}/formspree`, formId: 'booking' },
      { name: 'Alice' },
      labels,
    );
    expect(outcome).toMatchObject({ kind: 'error', fieldErrors: {} });
    expect(outcome.kind === 'error' ? outcome.formError : '').toMatch(
      /fetch failed|ECONNREFUSED|network/i,
    );
  });
});
