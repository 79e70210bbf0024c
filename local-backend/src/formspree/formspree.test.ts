import { createClient } from '@formspree/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../index';
import { startTestBackend } from '../test-fixtures/test-backend';

let backend: LocalBackend;
let endpoint: string;

beforeAll(async () => {
  backend = await startTestBackend({
    admin: null,
    formspreeForms: ['contact', 'multipart', 'invalid', 'empty', 'canned', 'http'],
  });
  endpoint = `${backend.url}/formspree`;
});

afterAll(async () => {
  await backend?.stop();
});

describe('Formspree-compatible endpoint through @formspree/core', () => {
  it('accepts a valid submission and stores it where tests can read it', async () => {
    const result = await createClient().submitForm(
      'contact',
      { email: 'ada@example.com', message: 'Hello' },
      { endpoint },
    );
    expect(result.kind).toBe('success');
    const stored = await backend.formspree.submissions('contact');
    expect(stored).toEqual([
      expect.objectContaining({
        formId: 'contact',
        fields: { email: 'ada@example.com', message: 'Hello' },
      }),
    ]);
  });

  it('accepts multipart form data', async () => {
    const form = new FormData();
    form.set('email', 'grace@example.com');
    form.set('message', 'From a form');
    const result = await createClient().submitForm('multipart', form, { endpoint });
    expect(result.kind).toBe('success');
    const stored = await backend.formspree.submissions('multipart');
    expect(stored[0]?.fields).toEqual({ email: 'grace@example.com', message: 'From a form' });
  });

  it('answers field errors for a malformed email and stores nothing', async () => {
    const result = await createClient().submitForm(
      'invalid',
      { email: 'not-an-email', message: 'x' },
      { endpoint },
    );
    expect(result.kind).toBe('error');
    if (result.kind !== 'error') return;
    expect(result.getFieldErrors('email')).toEqual([
      expect.objectContaining({ code: 'TYPE_EMAIL', message: 'should be an email' }),
    ]);
    expect(await backend.formspree.submissions('invalid')).toEqual([]);
  });

  it('answers an EMPTY form error for an empty body', async () => {
    const result = await createClient().submitForm('empty', {}, { endpoint });
    expect(result.kind).toBe('error');
    if (result.kind !== 'error') return;
    expect(result.getFormErrors()).toEqual([expect.objectContaining({ code: 'EMPTY' })]);
  });

  it('plays a canned next response: field errors, then an unexpected shape', async () => {
    backend.formspree.setNextResponse('canned', {
      status: 422,
      body: {
        error: 'Validation errors',
        errors: [{ field: 'name', code: 'REQUIRED_FIELD_MISSING', message: 'is required' }],
      },
    });
    const missing = await createClient().submitForm(
      'canned',
      { email: 'a@example.com', name: '' },
      { endpoint },
    );
    expect(missing.kind).toBe('error');
    if (missing.kind === 'error') {
      expect(missing.getFieldErrors('name')).toEqual([
        expect.objectContaining({ code: 'REQUIRED_FIELD_MISSING' }),
      ]);
    }

    backend.formspree.setNextResponse('canned', { status: 200, body: { weird: true } });
    const weird = await createClient().submitForm(
      'canned',
      { email: 'a@example.com' },
      { endpoint },
    );
    expect(weird.kind).toBe('error');
    if (weird.kind === 'error')
      expect(weird.getFormErrors()).toEqual([
        expect.objectContaining({ message: 'Unexpected response format' }),
      ]);

    // The canned answers were used once each; the form works normally again.
    const normal = await createClient().submitForm(
      'canned',
      { email: 'a@example.com' },
      { endpoint },
    );
    expect(normal.kind).toBe('success');
  });

  it('offers the same controls over HTTP, for the service-role key only', async () => {
    const control = (path: string, key: string, init: RequestInit = {}) =>
      fetch(`${endpoint}/${path}`, {
        ...init,
        headers: { apikey: key, 'Content-Type': 'application/json' },
      });
    expect((await control('_submissions?form=contact', backend.publishableKey)).status).toBe(403);
    const list = await control('_submissions?form=contact', backend.secretKey);
    expect(await list.json()).toEqual([expect.objectContaining({ formId: 'contact' })]);

    const next = await control('_next', backend.secretKey, {
      method: 'POST',
      body: JSON.stringify({ formId: 'http', status: 500, body: { error: 'Server down' } }),
    });
    expect(next.status).toBe(204);
    const result = await createClient().submitForm(
      'http',
      { email: 'a@example.com' },
      { endpoint },
    );
    expect(result.kind).toBe('error');
    if (result.kind === 'error')
      expect(result.getFormErrors()).toEqual([expect.objectContaining({ message: 'Server down' })]);

    // An answer for one sender waits for that sender: others go through normally meanwhile.
    const scoped = await control('_next', backend.secretKey, {
      method: 'POST',
      body: JSON.stringify({
        formId: 'http',
        email: 'Target@example.com',
        status: 500,
        body: { error: 'Only for the target' },
      }),
    });
    expect(scoped.status).toBe(204);
    const other = await createClient().submitForm(
      'http',
      { email: 'someone.else@example.com' },
      { endpoint },
    );
    expect(other.kind).toBe('success');
    const target = await createClient().submitForm(
      'http',
      { email: 'target@example.com' },
      { endpoint },
    );
    expect(target.kind).toBe('error');
  });
});
