import { AuthApiError, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../index';
import { startTestBackend, supabaseFor, testAdmin } from '../test-fixtures/test-backend';

let backend: LocalBackend;
let service: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend({
    authRateLimit: { max: 3, windowMs: 60_000 },
    // supabase-js's plain password change; password-change.test.ts covers the product's
    // reauthentication (secure_password_change).
    auth: { securePasswordChange: false },
  });
  service = supabaseFor(backend, backend.secretKey);
});

afterAll(async () => {
  await backend?.stop();
});

function auth(path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('apikey', backend.publishableKey);
  headers.set('Content-Type', 'application/json');
  return fetch(`${backend.url}/auth/v1/${path}`, { ...init, headers });
}

describe('password sign-in', () => {
  it('signs in the demo admin with a GoTrue-shaped session', async () => {
    backend.resetAuthRateLimit();
    const client = supabaseFor(backend);
    const { data, error } = await client.auth.signInWithPassword(testAdmin);
    expect(error).toBeNull();
    expect(data.session).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      refresh_token: expect.any(String),
    });
    expect(data.user).toMatchObject({
      email: testAdmin.email,
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    const claims = decodeJwt(data.session?.access_token ?? '');
    expect(claims).toMatchObject({
      sub: data.user?.id,
      role: 'authenticated',
      aud: 'authenticated',
      iss: `${backend.url}/auth/v1`,
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);
  });

  it('answers invalid_credentials for a wrong password and an unknown address alike', async () => {
    backend.resetAuthRateLimit();
    const client = supabaseFor(backend);
    const wrong = await client.auth.signInWithPassword({
      email: testAdmin.email,
      password: 'wrong-password',
    });
    const unknown = await client.auth.signInWithPassword({
      email: 'nobody@example.com',
      password: 'whatever-password',
    });
    for (const { error } of [wrong, unknown]) {
      expect(error).toBeInstanceOf(AuthApiError);
      expect(error).toMatchObject({
        status: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      });
    }
  });

  it('rate-limits sign-in attempts per address with 429', async () => {
    backend.resetAuthRateLimit();
    const client = supabaseFor(backend);
    for (let i = 0; i < 3; i++) {
      const { error } = await client.auth.signInWithPassword({
        email: testAdmin.email,
        password: 'wrong-password',
      });
      expect(error?.status).toBe(400);
    }
    const { error } = await client.auth.signInWithPassword(testAdmin);
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    backend.resetAuthRateLimit();
  });

  it('refuses sign-up: 422 signup_disabled', async () => {
    const { error } = await supabaseFor(backend).auth.signUp({
      email: 'new@example.com',
      password: 'new-password',
    });
    expect(error).toMatchObject({ status: 422, code: 'signup_disabled' });
    const settings: unknown = await (await auth('settings')).json();
    expect(settings).toMatchObject({ disable_signup: true, external: { email: true } });
  });
});

describe('sessions', () => {
  it('rotates refresh tokens and revokes the session when an old one is reused', async () => {
    backend.resetAuthRateLimit();
    const client = supabaseFor(backend);
    const { data } = await client.auth.signInWithPassword(testAdmin);
    const first = data.session?.refresh_token ?? '';
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const second = refreshed.data.session?.refresh_token ?? '';
    expect(second).not.toBe(first);

    const reuse = await auth('token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: first }),
    });
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toMatchObject({ error_code: 'refresh_token_already_used' });
    // The reuse revoked the whole session: the newest token no longer works either.
    const revoked = await auth('token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: second }),
    });
    expect(revoked.status).toBe(400);
  });

  it('signs out: the refresh token and the session stop working', async () => {
    backend.resetAuthRateLimit();
    const client = supabaseFor(backend);
    const { data } = await client.auth.signInWithPassword(testAdmin);
    const accessToken = data.session?.access_token ?? '';
    const refreshToken = data.session?.refresh_token ?? '';
    expect((await client.auth.signOut()).error).toBeNull();
    const refresh = await auth('token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
    expect(refresh.status).toBe(400);
    const user = await auth('user', { headers: { Authorization: `Bearer ${accessToken}` } });
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ error_code: 'session_not_found' });
  });

  it('refuses unknown refresh tokens', async () => {
    const { error } = await supabaseFor(backend).auth.refreshSession({ refresh_token: 'made-up' });
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('refuses expired, forged and alg:none tokens on /user with 401', async () => {
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const none = `${b64({ alg: 'none' })}.${b64({ role: 'authenticated', sub: crypto.randomUUID() })}.`;
    const expired = await new SignJWT({
      role: 'authenticated',
      sub: crypto.randomUUID(),
      session_id: crypto.randomUUID(),
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(new TextEncoder().encode(backend.jwtSecret));
    const forged = await new SignJWT({ role: 'authenticated', sub: crypto.randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('not-the-secret-not-the-secret-not-the-secret'));
    for (const token of [none, 'not.a.jwt', expired, forged]) {
      const response = await auth('user', { headers: { Authorization: `Bearer ${token}` } });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error_code: 'bad_jwt' });
    }
  });
});

describe('user endpoint', () => {
  it('returns the user and changes the password (min 8 characters)', async () => {
    backend.resetAuthRateLimit();
    await service.auth.admin.createUser({
      email: 'changer@example.com',
      password: 'first-password',
      email_confirm: true,
    });
    const client = supabaseFor(backend);
    await client.auth.signInWithPassword({
      email: 'changer@example.com',
      password: 'first-password',
    });
    const { data } = await client.auth.getUser();
    expect(data.user?.email).toBe('changer@example.com');

    const weak = await client.auth.updateUser({ password: 'short' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
    const changed = await client.auth.updateUser({ password: 'second-password' });
    expect(changed.error).toBeNull();

    const old = await supabaseFor(backend).auth.signInWithPassword({
      email: 'changer@example.com',
      password: 'first-password',
    });
    expect(old.error?.code).toBe('invalid_credentials');
    const fresh = await supabaseFor(backend).auth.signInWithPassword({
      email: 'changer@example.com',
      password: 'second-password',
    });
    expect(fresh.error).toBeNull();
  });
});

describe('admin users API', () => {
  it('creates, lists and deletes users with the service-role key', async () => {
    const created = await service.auth.admin.createUser({
      email: 'Staff@Example.com',
      password: 'staff-password',
      email_confirm: true,
      user_metadata: { name: 'Staff' },
    });
    expect(created.error).toBeNull();
    expect(created.data.user).toMatchObject({
      email: 'staff@example.com',
      user_metadata: { name: 'Staff' },
    });

    const duplicate = await service.auth.admin.createUser({
      email: 'staff@example.com',
      password: 'staff-password',
    });
    expect(duplicate.error).toMatchObject({ status: 422, code: 'email_exists' });

    const list = await service.auth.admin.listUsers();
    expect(list.data.users.map((u) => u.email)).toContain('staff@example.com');

    const id = created.data.user?.id ?? '';
    expect((await service.auth.admin.deleteUser(id)).error).toBeNull();
    const after = await service.auth.admin.listUsers();
    expect(after.data.users.map((u) => u.email)).not.toContain('staff@example.com');
  });

  it('refuses the admin API to the anon key and to users: 403 not_admin', async () => {
    const anon = supabaseFor(backend);
    const { error } = await anon.auth.admin.listUsers();
    expect(error).toMatchObject({ status: 403, code: 'not_admin' });
  });

  it('does not sign in unconfirmed users', async () => {
    backend.resetAuthRateLimit();
    await service.auth.admin.createUser({
      email: 'pending@example.com',
      password: 'pending-password',
    });
    const { error } = await supabaseFor(backend).auth.signInWithPassword({
      email: 'pending@example.com',
      password: 'pending-password',
    });
    expect(error).toMatchObject({ status: 400, code: 'email_not_confirmed' });
  });
});

describe('the gateway', () => {
  it('answers without a key as the CLI gateway does: as anon, never as an administrator', async () => {
    expect((await fetch(`${backend.url}/auth/v1/health`)).status).toBe(200);
    expect((await fetch(`${backend.url}/auth/v1/settings`)).status).toBe(200);
    const admin = await fetch(`${backend.url}/auth/v1/admin/users`);
    expect(admin.status).toBe(403);
  });

  it('answers malformed JSON with 400 bad_json', async () => {
    const response = await auth('token?grant_type=password', { method: 'POST', body: '{"email":' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error_code: 'bad_json' });
  });
});
