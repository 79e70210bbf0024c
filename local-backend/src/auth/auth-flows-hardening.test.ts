import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshEmail, startAuthBackend, type AuthBackend } from '../test-fixtures/auth-backend';

// The new Auth endpoints as an attacker calls them: other types, huge values, NUL bytes,
// guessing codes, and asking about addresses.

let auth: AuthBackend;

beforeAll(async () => {
  auth = await startAuthBackend(
    { tokenVerificationsPer5Min: 5 },
    { authRateLimit: { max: 1000, windowMs: 60_000 } },
  );
});

afterAll(async () => {
  await auth?.stop();
});

async function post(path: string, body: unknown, bearer?: string) {
  const response = await fetch(`${auth.backend.url}/auth/v1/${path}`, {
    method: 'POST',
    headers: {
      apikey: auth.backend.publishableKey,
      'Content-Type': 'application/json',
      ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('malformed input', () => {
  it('refuses arrays, objects and NUL bytes where an address or code belongs', async () => {
    for (const email of [['a@example.com'], { a: 1 }, 'a\u0000@example.com', 'x'.repeat(300)]) {
      expect((await post('recover', { email })).status, JSON.stringify(email)).toBe(400);
      expect((await post('otp', { email })).status).toBe(400);
    }
    expect(
      (await post('verify', { type: 'email', email: 'a@example.com', token: ['123456'] })).status,
    ).toBe(400);
    expect((await post('verify', { type: 'nonsense', token_hash: 'a'.repeat(56) })).status).toBe(
      400,
    );
    expect(
      (await post('verify', { type: 'recovery', token_hash: 'z'.repeat(100_000) })).body.error_code,
    ).toBe('otp_expired');
  });

  it('refuses an over-long factor name', async () => {
    const email = freshEmail('long');
    await auth
      .admin()
      .auth.admin.createUser({ email, password: 'first-password', email_confirm: true });
    const client = auth.client();
    const { data } = await client.auth.signInWithPassword({ email, password: 'first-password' });
    const answer = await post(
      'factors',
      { factor_type: 'totp', friendly_name: 'x'.repeat(10_000) },
      data.session!.access_token,
    );
    expect(answer.status).toBe(400);
    expect(
      (await post('factors', { factor_type: 'phone' }, data.session!.access_token)).status,
    ).toBe(400);
  });

  it('answers a link with a broken token by redirecting to the site with an error', async () => {
    const response = await fetch(
      `${auth.backend.url}/auth/v1/verify?token=%00&type=recovery&redirect_to=https://evil.example`,
      { redirect: 'manual' },
    );
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin).not.toBe('https://evil.example');
    expect(new URLSearchParams(location.hash.slice(1)).get('error_code')).toBe('otp_expired');
  });
});

describe('sign-out scopes', () => {
  it('refuses a scope other than global, local and others', async () => {
    const email = freshEmail('scope');
    await auth
      .admin()
      .auth.admin.createUser({ email, password: 'first-password', email_confirm: true });
    const { data } = await auth
      .client()
      .auth.signInWithPassword({ email, password: 'first-password' });
    const answer = await post('logout?scope=everyone', {}, data.session!.access_token);
    expect(answer.status).toBe(400);
    expect(answer.body.error_code).toBe('validation_failed');
  });
});

describe('guessing codes', () => {
  it('limits verifications per client address', async () => {
    auth.backend.resetAuthRateLimit();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      statuses.push(
        (
          await post('verify', {
            type: 'email',
            email: 'victim@example.com',
            token: String(100000 + i),
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([403, 403, 403, 403, 403]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});
