import { createClient } from '@formspree/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../index';
import { startTestBackend } from '../test-fixtures/test-backend';

// The Formspree endpoint needs no key at all: anyone on the machine can post to it.

let backend: LocalBackend;
let endpoint: string;

beforeAll(async () => {
  backend = await startTestBackend({ admin: null, formspreeForms: ['contact'] });
  endpoint = `${backend.url}/formspree`;
});

afterAll(async () => {
  await backend?.stop();
});

function post(formId: string, fields: Record<string, unknown>) {
  return fetch(`${endpoint}/f/${formId}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(fields),
  });
}

describe('Formspree endpoint under attack', () => {
  it('answers a 120 KB e-mail with a clear 400 and stores nothing', async () => {
    // A value full of dots and a space: the old e-mail pattern backtracked for ~30 s on it.
    const email = `a@${'a.'.repeat(60_000)} x`;
    const response = await post('contact', { email, message: 'Hi' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Field "email" is too long (120004 characters; at most 254 are accepted)',
    });
    expect(await backend.formspree.submissions('contact')).toEqual([]);
  }, 20_000);

  it('refuses an overlong message field too', async () => {
    const response = await post('contact', { email: 'a@example.com', message: 'x'.repeat(70_000) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Field "message" is too long (70000 characters; at most 65536 are accepted)',
    });
  });

  it('answers a NUL byte with a clear 400, never a database error', async () => {
    const response = await post('contact', { email: 'a@example.com', message: 'bad\u0000byte' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Field "message" contains a NUL character (\\u0000), which cannot be stored',
    });
    expect(await backend.formspree.submissions('contact')).toEqual([]);
  });

  it('answers 404 for a form that is not configured and stores nothing', async () => {
    const response = await post('not-a-form', { email: 'a@example.com', message: 'Hi' });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'Form not found' });
    const result = await createClient().submitForm(
      'not-a-form',
      { email: 'a@example.com' },
      { endpoint },
    );
    expect(result.kind).toBe('error');
    expect(await backend.formspree.submissions('not-a-form')).toEqual([]);
  });

  it('thanks a bot that filled _gotcha but keeps nothing', async () => {
    const result = await createClient().submitForm(
      'contact',
      { email: 'bot@example.com', message: 'Buy now', _gotcha: 'http://spam.example' },
      { endpoint },
    );
    expect(result.kind).toBe('success');
    expect(await backend.formspree.submissions('contact')).toEqual([]);

    const human = await createClient().submitForm(
      'contact',
      { email: 'human@example.com', message: 'Hello', _gotcha: '' },
      { endpoint },
    );
    expect(human.kind).toBe('success');
    expect(await backend.formspree.submissions('contact')).toEqual([
      expect.objectContaining({ fields: expect.objectContaining({ email: 'human@example.com' }) }),
    ]);
  });
});
