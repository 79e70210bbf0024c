import type { PGlite } from '@electric-sql/pglite';
import bcrypt from 'bcryptjs';
import { decodeJwt } from 'jose';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError, type HttpResponse } from '../http/types';
import { openDatabase } from '../platform/open-database';
import { repoRoot } from '../index';
import { readAuthConfig } from './config';
import { EmailThrottle } from './email-throttle';
import { createAuthHandler } from './handler';
import { createAuthMailer } from './mailer';
import { RateLimiter } from './rate-limit';
import { createApiKeys, createTokenKit, defaultJwtSecret } from './tokens';

// `/auth/v1` as a client sees it (GoTrue's status, `error_code` and `msg`), answered by the
// auth handler on an in-memory database with the platform's auth schema (no HTTP server, no
// app migrations: a mutant costs seconds, not a backend start). Each test makes its own users
// under fresh addresses, so the tests share one database.

const issuer = 'http://auth.test/auth/v1';
// The legacy anon and service_role JWTs stand for the gateway's keys here (the option a project
// in the middle of its migration sets; docs/api-keys.md).
const tokens = createTokenKit(defaultJwtSecret, { legacyJwt: true });
let keys: { anonKey: string; serviceRoleKey: string };
let db: PGlite;

const realHash = bcrypt.hash.bind(bcrypt);

beforeAll(async () => {
  // Hashes at bcrypt's lowest cost: the file makes dozens of users and runs once per mutant.
  // (The cost itself, and that unknown e-mails cost the same, are auth-hardening.test.ts's.)
  vi.spyOn(bcrypt, 'hash').mockImplementation(((password: string) =>
    realHash(password, 4)) as typeof bcrypt.hash);
  keys = await createApiKeys(defaultJwtSecret);
  db = await openDatabase({});
});

afterAll(async () => {
  await db?.close();
});

/** The product's `[auth]` settings, as `npm start` reads them from supabase/config.toml. */
// This database has the platform's auth schema only, not the product's access token hook.
const productAuthConfig = {
  ...readAuthConfig(join(repoRoot, 'supabase', 'config.toml')),
  customAccessTokenHook: undefined,
  // A password change with a session alone is this file's GoTrue answer; password-change.test.ts
  // covers the product's reauthentication (secure_password_change).
  securePasswordChange: false,
};

let handle: ReturnType<typeof createAuthHandler>;
let limiter: RateLimiter;

beforeEach(() => {
  limiter = new RateLimiter({ max: 3, windowMs: 60_000 });
  handle = createAuthHandler({
    db,
    tokens,
    signInLimiter: limiter,
    issuer,
    config: productAuthConfig,
    mailer: createAuthMailer(undefined, true),
    verifyLimiter: new RateLimiter(false),
    emailThrottle: new EmailThrottle(0, 1000),
  });
});

interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

interface Call {
  method?: string;
  /** The `apikey` header; null sends none. */
  apikey?: string | null;
  bearer?: string;
  authorization?: string;
  body?: unknown;
  ip?: string;
}

let requests = 0;

/**
 * One request to `/auth/v1/<path>`, answered as the server would send it; from its own client
 * address unless told, so that only the tests about limits meet them.
 */
async function call(path: string, options: Call = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  const apikey = options.apikey === undefined ? keys.anonKey : options.apikey;
  if (apikey !== null) headers.apikey = apikey;
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
  if (options.authorization) headers.authorization = options.authorization;
  const text =
    options.body === undefined
      ? ''
      : typeof options.body === 'string'
        ? options.body
        : JSON.stringify(options.body);
  let response: HttpResponse;
  try {
    response = await handle({
      method: options.method ?? 'GET',
      url: new URL(`http://auth.test/auth/v1/${path}`),
      headers,
      body: Buffer.from(text),
      ip: options.ip ?? `10.0.${Math.floor(++requests / 250)}.${requests % 250}`,
    });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { status: error.status, body: error.body, headers: error.headers };
  }
  const raw = response.body === undefined ? '' : response.body.toString();
  return {
    status: response.status,
    body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {},
    headers: response.headers ?? {},
  };
}

const gotrue = (status: number, errorCode: string, msg: string) => ({
  status,
  body: { code: status, error_code: errorCode, msg },
});

const asAdmin = (path: string, options: Call = {}) =>
  call(path, { apikey: keys.serviceRoleKey, bearer: keys.serviceRoleKey, ...options });

/** A fresh address for this test. */
const address = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;

/** A user made through the admin API, confirmed unless told otherwise. */
async function createUser(
  email = address('user'),
  password = 'first-password',
  extra: Record<string, unknown> = {},
): Promise<{ id: string; email: string; password: string }> {
  const made = await asAdmin('admin/users', {
    method: 'POST',
    body: { email, password, email_confirm: true, ...extra },
  });
  expect(made.status).toBe(200);
  return { id: String(made.body.id), email: String(made.body.email), password };
}

const signIn = (email: string, password: string, ip?: string) =>
  call('token?grant_type=password', { method: 'POST', body: { email, password }, ip });

async function session(email: string, password: string) {
  const answer = await signIn(email, password);
  expect(answer.status).toBe(200);
  return answer.body as { access_token: string; refresh_token: string } & Record<string, unknown>;
}

const refresh = (refresh_token: unknown) =>
  call('token?grant_type=refresh_token', { method: 'POST', body: { refresh_token } });

describe('the gateway', () => {
  it('answers health without a key', async () => {
    expect(await call('health', { apikey: null })).toMatchObject({
      status: 200,
      body: { version: 'local', name: 'GoTrue', description: 'Inzira local auth' },
    });
  });

  it('answers a request without a key as anon, and refuses a key it did not sign', async () => {
    // The Supabase CLI's local gateway checks no key; GoTrue itself needs none for settings.
    expect(await call('settings', { apikey: null })).toMatchObject({ status: 200 });
    expect(await call('admin/users', { apikey: null })).toMatchObject({ status: 403 });
    expect(await call('settings', { apikey: 'not-a-key' })).toMatchObject({
      status: 401,
      body: {
        message: 'Invalid API key',
        hint: 'Double check your Supabase publishable or secret API key.',
      },
    });
  });

  it('takes the key from the query string too', async () => {
    expect(await call(`settings?apikey=${keys.anonKey}`, { apikey: null })).toMatchObject({
      status: 200,
    });
  });

  it('describes its settings: e-mail sign-in only, no sign-up', async () => {
    expect(await call('settings')).toEqual({
      status: 200,
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: {
        external: { email: true, phone: false, anonymous_users: false },
        disable_signup: true,
        // GoTrue's name for `enable_confirmations = false`.
        mailer_autoconfirm: true,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      },
    });
  });

  it('refuses sign-up, unknown paths and wrong methods', async () => {
    expect(
      await call('signup', { method: 'POST', body: { email: 'new@example.com', password: 'x' } }),
    ).toMatchObject(gotrue(422, 'signup_disabled', 'Signups not allowed for this instance'));
    // signInAnonymously() sends neither an e-mail nor a phone.
    expect(await call('signup', { method: 'POST', body: { data: {} } })).toMatchObject(
      gotrue(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled'),
    );
    for (const [method, path] of [
      ['POST', 'settings'],
      ['GET', 'token?grant_type=password'],
      ['GET', 'logout'],
      ['GET', 'nothing'],
      ['GET', 'admin/usersx'],
    ] as const) {
      expect(await call(path, { method }), `${method} ${path}`).toMatchObject(
        gotrue(404, 'not_found', 'Not found'),
      );
    }
  });

  it('refuses an unknown grant type', async () => {
    for (const path of ['token', 'token?grant_type=magic']) {
      expect(await call(path, { method: 'POST', body: {} })).toMatchObject(
        gotrue(400, 'unsupported_grant_type', 'unsupported_grant_type'),
      );
    }
  });

  it('answers malformed bodies with bad_json', async () => {
    expect(await call('token?grant_type=password', { method: 'POST', body: '{"email":' })).toEqual({
      ...gotrue(400, 'bad_json', 'Could not parse request body as JSON'),
      headers: {},
    });
    for (const body of ['[1]', '"text"', 'null']) {
      expect(await call('token?grant_type=password', { method: 'POST', body }), body).toMatchObject(
        gotrue(400, 'bad_json', 'Request body must be a JSON object'),
      );
    }
  });
});

describe('password sign-in', () => {
  it('answers a GoTrue session with a signed access token', async () => {
    const user = await createUser(address('ada'), 'first-password', {
      user_metadata: { name: 'Ada' },
      app_metadata: { roles: ['editor'] },
    });
    const before = Math.floor(Date.now() / 1000);
    const answer = await signIn(user.email.toUpperCase(), user.password);
    expect(answer.status).toBe(200);
    const body = answer.body as Record<string, unknown> & { access_token: string };
    expect(body).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      refresh_token: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) as unknown,
      user: {
        id: user.id,
        aud: 'authenticated',
        role: 'authenticated',
        email: user.email,
        phone: '',
        app_metadata: { provider: 'email', providers: ['email'], roles: ['editor'] },
        user_metadata: { name: 'Ada' },
        identities: [
          {
            id: user.id,
            user_id: user.id,
            provider: 'email',
            email: user.email,
            identity_id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
            identity_data: {
              email: user.email,
              email_verified: true,
              phone_verified: false,
              sub: user.id,
            },
          },
        ],
        is_anonymous: false,
      },
    });
    const signedInUser = body.user as Record<string, string>;
    expect(Date.parse(signedInUser.last_sign_in_at ?? '')).toBeGreaterThanOrEqual(
      (before - 1) * 1000,
    );
    expect(signedInUser.confirmed_at).toBe(signedInUser.email_confirmed_at);
    expect(Number(body.expires_at)).toBeGreaterThanOrEqual(before + 3600);
    expect(Number(body.expires_at)).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 3600);

    const claims = decodeJwt(body.access_token);
    expect(claims).toMatchObject({
      iss: issuer,
      sub: user.id,
      aud: 'authenticated',
      email: user.email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'], roles: ['editor'] },
      user_metadata: { name: 'Ada' },
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: expect.any(Number) as unknown }],
      session_id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      is_anonymous: false,
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);
    // The sign-in's time, in seconds like every JWT time.
    const [amr] = claims.amr as { timestamp: number }[];
    expect(amr?.timestamp).toBeGreaterThanOrEqual(before);
    expect(amr?.timestamp).toBeLessThanOrEqual(claims.iat ?? 0);
    expect(await call('user', { bearer: body.access_token })).toMatchObject({
      status: 200,
      body: { id: user.id, email: user.email },
    });
  });

  it('reads an empty body as no fields', async () => {
    for (const body of ['', ' \n ']) {
      expect(await call('token?grant_type=password', { method: 'POST', body })).toMatchObject(
        gotrue(400, 'validation_failed', 'missing email or phone'),
      );
    }
  });

  it('names a field with a NUL character instead of failing in the database', async () => {
    expect(
      await call('token?grant_type=password', {
        method: 'POST',
        body: { email: 'a@example.com', password: 'pass\u0000word' },
      }),
    ).toMatchObject(
      gotrue(
        400,
        'validation_failed',
        'Field "password" contains a NUL character (\\u0000), which cannot be stored',
      ),
    );
  });

  it('asks for both an e-mail and a password', async () => {
    for (const body of [
      {},
      { email: 'a@example.com' },
      { password: 'x' },
      { email: '', password: 'x' },
      { email: 'a@example.com', password: '' },
      { email: 1, password: 'x' },
      { email: 'a@example.com', password: 1 },
    ]) {
      expect(
        await call('token?grant_type=password', { method: 'POST', body }),
        JSON.stringify(body),
      ).toMatchObject(gotrue(400, 'validation_failed', 'missing email or phone'));
    }
  });

  it('answers a wrong password and an unknown address alike', async () => {
    const user = await createUser();
    const invalid = gotrue(400, 'invalid_credentials', 'Invalid login credentials');
    expect(await signIn(user.email, 'wrong-password')).toMatchObject(invalid);
    expect(await signIn(address('nobody'), 'first-password')).toMatchObject(invalid);
  });

  it('never compares against a stored value that is not a bcrypt hash', async () => {
    const user = await createUser();
    await db.query(`update auth.users set encrypted_password = 'plain-text' where id = $1`, [
      user.id,
    ]);
    expect(await signIn(user.email, 'plain-text')).toMatchObject(
      gotrue(400, 'invalid_credentials', 'Invalid login credentials'),
    );
  });

  it('does not sign in an unconfirmed user', async () => {
    const user = await createUser(address('pending'), 'first-password', { email_confirm: false });
    expect(await signIn(user.email, user.password)).toMatchObject(
      gotrue(400, 'email_not_confirmed', 'Email not confirmed'),
    );
  });

  it('does not sign in a banned user until the ban ends', async () => {
    const user = await createUser();
    await asAdmin(`admin/users/${user.id}`, { method: 'PUT', body: { ban_duration: '1h' } });
    expect(await signIn(user.email, user.password)).toMatchObject(
      gotrue(400, 'user_banned', 'User is banned'),
    );
    await db.query(
      `update auth.users set banned_until = now() - interval '1 second' where id = $1`,
      [user.id],
    );
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });

  it('limits attempts per address and failures per account and address (any case, any spaces)', async () => {
    const user = await createUser();
    const limited = gotrue(429, 'over_request_rate_limit', 'Request rate limit reached');
    const variants = [user.email, ` ${user.email.toUpperCase()}`, `${user.email} `];
    for (const email of variants) {
      expect((await signIn(email, 'wrong', '10.1.0.1')).status).toBe(400);
    }
    expect(await signIn(user.email, user.password, '10.1.0.1')).toMatchObject(limited);
    // Someone else's failures do not lock the owner out: from another address it signs in.
    expect((await signIn(user.email, user.password, '10.1.0.9')).status).toBe(200);
    // Only that account: another one still signs in.
    const other = await createUser();
    expect((await signIn(other.email, other.password, '10.1.0.10')).status).toBe(200);

    limiter.reset();
    for (let i = 0; i < 3; i++) {
      expect((await signIn(address('other'), 'x', '10.2.0.1')).status).toBe(400);
    }
    expect(await signIn(user.email, user.password, '10.2.0.1')).toMatchObject(limited);
    // A malformed attempt counts against the address too.
    limiter.reset();
    for (let i = 0; i < 3; i++) {
      await call('token?grant_type=password', { method: 'POST', body: {}, ip: '10.3.0.1' });
    }
    expect(await signIn(user.email, user.password, '10.3.0.1')).toMatchObject(limited);
  });
});

describe('refresh tokens', () => {
  it('asks for a refresh token', async () => {
    for (const token of [undefined, '', 7]) {
      expect(await refresh(token), String(token)).toMatchObject(
        gotrue(400, 'validation_failed', 'refresh_token required'),
      );
    }
  });

  it('refuses one it never issued', async () => {
    expect(await refresh('made-up')).toMatchObject(
      gotrue(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
    );
  });

  it('rotates: the new session keeps its id, and reusing the old token ends the session', async () => {
    const user = await createUser();
    const first = await session(user.email, user.password);
    const rotated = await refresh(first.refresh_token);
    expect(rotated).toMatchObject({
      status: 200,
      body: {
        token_type: 'bearer',
        expires_in: 3600,
        user: { id: user.id, email: user.email },
      },
    });
    const second = rotated.body as { access_token: string; refresh_token: string };
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.access_token).session_id).toBe(
      decodeJwt(first.access_token).session_id,
    );

    expect(await refresh(first.refresh_token)).toMatchObject(
      gotrue(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
    );
    expect(await refresh(second.refresh_token)).toMatchObject(
      gotrue(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
    );
    expect(await call('user', { bearer: second.access_token })).toMatchObject(
      gotrue(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
    );
  });

  it('refreshes a user whose ban has ended', async () => {
    const user = await createUser();
    const first = await session(user.email, user.password);
    await db.query(
      `update auth.users set banned_until = now() - interval '1 second' where id = $1`,
      [user.id],
    );
    expect((await refresh(first.refresh_token)).status).toBe(200);
  });

  it('does not refresh a banned user', async () => {
    const user = await createUser();
    const first = await session(user.email, user.password);
    await asAdmin(`admin/users/${user.id}`, { method: 'PUT', body: { ban_duration: '30m' } });
    expect(await refresh(first.refresh_token)).toMatchObject(
      gotrue(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
    );
  });
});

describe('the signed-in user', () => {
  const sign = (claims: Record<string, unknown>, seconds = 60) => tokens.sign(claims, seconds);

  it('needs a valid bearer token of a user whose session exists', async () => {
    expect(await call('user')).toMatchObject(
      gotrue(401, 'no_authorization', 'This endpoint requires a Bearer token'),
    );
    expect(await call('user', { authorization: 'Basic abc' })).toMatchObject(
      gotrue(
        401,
        'bad_jwt',
        'invalid JWT: unable to parse or verify signature, Authorization header is not a Bearer token',
      ),
    );
    expect(
      await call('user', { bearer: await sign({ role: 'authenticated' }, -10) }),
    ).toMatchObject(
      gotrue(401, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, JWT expired'),
    );
    expect(await call('user', { bearer: await sign({ role: 'postgres' }) })).toMatchObject(
      gotrue(
        401,
        'bad_jwt',
        'invalid JWT: unable to parse or verify signature, JWT role "postgres" is not allowed',
      ),
    );
    const missingSub = gotrue(403, 'bad_jwt', 'invalid claim: missing sub claim');
    expect(await call('user', { bearer: keys.anonKey })).toMatchObject(missingSub);
    expect(await call('user', { bearer: await sign({ role: 'authenticated' }) })).toMatchObject(
      missingSub,
    );
    expect(
      await call('user', { bearer: await sign({ role: 'service_role', sub: randomUUID() }) }),
    ).toMatchObject(missingSub);
    const noSession = gotrue(
      403,
      'session_not_found',
      'Session from session_id claim in JWT does not exist',
    );
    for (const session_id of [undefined, 'x', randomUUID()]) {
      expect(
        await call('user', {
          bearer: await sign({ role: 'authenticated', sub: randomUUID(), session_id }),
        }),
        String(session_id),
      ).toMatchObject(noSession);
    }
  });

  it('refuses a token whose user is gone', async () => {
    const user = await createUser();
    const { access_token } = await session(user.email, user.password);
    const claims = decodeJwt(access_token);
    const stranger = await sign({ ...claims, sub: randomUUID(), exp: undefined, iat: undefined });
    expect(await call('user', { bearer: stranger })).toMatchObject(
      gotrue(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
    );
  });

  it('changes the password and the metadata; a new e-mail waits for its confirmation', async () => {
    const user = await createUser(address('changer'), 'first-password', {
      user_metadata: { name: 'Old', keep: true },
    });
    const { access_token: bearer } = await session(user.email, user.password);
    expect(await call('user', { method: 'POST', bearer })).toMatchObject(
      gotrue(405, 'method_not_allowed', 'Method not allowed'),
    );
    const newEmail = address('new');
    expect(await call('user', { method: 'PUT', bearer, body: { email: newEmail } })).toMatchObject({
      status: 200,
      body: { email: user.email, new_email: newEmail },
    });
    expect(await call('user', { method: 'PUT', bearer, body: { password: 'short' } })).toEqual({
      status: 422,
      headers: {},
      body: {
        code: 422,
        error_code: 'weak_password',
        msg: 'Password should be at least 8 characters.',
        weak_password: { reasons: ['length'] },
      },
    });
    expect(
      await call('user', { method: 'PUT', bearer, body: { password: 'first-password' } }),
    ).toMatchObject(
      gotrue(422, 'same_password', 'New password should be different from the old password.'),
    );
    expect(
      await call('user', {
        method: 'PUT',
        bearer,
        body: { email: user.email, password: 'second-password', data: { name: 'New' } },
      }),
    ).toMatchObject({ status: 200, body: { user_metadata: { name: 'New', keep: true } } });
    expect(
      await call('user', { method: 'PUT', bearer, body: { data: ['not', 'an', 'object'] } }),
    ).toMatchObject({ status: 200, body: { user_metadata: { name: 'New', keep: true } } });
    expect((await signIn(user.email, 'first-password')).status).toBe(400);
    expect((await signIn(user.email, 'second-password')).status).toBe(200);
  });

  it('keeps the password when only the metadata changes', async () => {
    const user = await createUser();
    const { access_token: bearer } = await session(user.email, user.password);
    expect((await call('user', { method: 'PUT', bearer, body: {} })).status).toBe(200);
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });
});

describe('sign-out', () => {
  async function threeSessions() {
    const user = await createUser();
    return Promise.all([1, 2, 3].map(() => session(user.email, user.password)));
  }
  const alive = async (sessions: { access_token: string }[]) =>
    Promise.all(
      sessions.map(async (s) => (await call('user', { bearer: s.access_token })).status === 200),
    );

  it('ends every session of the user by default', async () => {
    const sessions = await threeSessions();
    const [first] = sessions;
    expect(await call('logout', { method: 'POST', bearer: first?.access_token })).toEqual({
      status: 204,
      body: {},
      headers: {},
    });
    expect(await alive(sessions)).toEqual([false, false, false]);
  });

  it('ends only this session with scope=local, every other with scope=others', async () => {
    const sessions = await threeSessions();
    const [first, second] = sessions;
    await call('logout?scope=local', { method: 'POST', bearer: first?.access_token });
    expect(await alive(sessions)).toEqual([false, true, true]);
    await call('logout?scope=others', { method: 'POST', bearer: second?.access_token });
    expect(await alive(sessions)).toEqual([false, true, false]);
  });

  it('needs a signed-in user', async () => {
    expect(await call('logout', { method: 'POST' })).toMatchObject(
      gotrue(401, 'no_authorization', 'This endpoint requires a Bearer token'),
    );
  });
});

describe('admin users API', () => {
  it('is for the service role only', async () => {
    const user = await createUser();
    const { access_token } = await session(user.email, user.password);
    const notAdmin = gotrue(403, 'not_admin', 'User not allowed');
    expect(await call('admin/users')).toMatchObject(notAdmin);
    expect(await call('admin/users', { bearer: keys.anonKey })).toMatchObject(notAdmin);
    expect(await call('admin/users', { bearer: access_token })).toMatchObject(notAdmin);
    expect(await call('admin/users', { bearer: 'forged' })).toMatchObject(notAdmin);
    expect(await call(`admin/users/${user.id}`, { bearer: keys.anonKey })).toMatchObject(notAdmin);
  });

  it('creates users with a lower-cased address, confirmed only when asked', async () => {
    const email = address('Staff');
    const made = await asAdmin('admin/users', {
      method: 'POST',
      body: {
        email: email.toUpperCase(),
        password: 'staff-password',
        email_confirm: true,
        user_metadata: { name: 'Staff' },
        app_metadata: { plan: 'team' },
      },
    });
    expect(made).toMatchObject({
      status: 200,
      body: {
        email: email.toLowerCase(),
        user_metadata: { name: 'Staff' },
        app_metadata: { provider: 'email', providers: ['email'], plan: 'team' },
        last_sign_in_at: null,
      },
    });
    expect(made.body.email_confirmed_at).toEqual(expect.any(String));

    const pending = await asAdmin('admin/users', {
      method: 'POST',
      body: {
        email: address('pending'),
        password: 'pending-password',
        email_confirm: 'yes',
        user_metadata: 'not an object',
        app_metadata: ['nor', 'this'],
      },
    });
    expect(pending).toMatchObject({
      status: 200,
      body: {
        email_confirmed_at: null,
        confirmed_at: null,
        user_metadata: {},
        app_metadata: { provider: 'email', providers: ['email'] },
      },
    });
  });

  it('refuses a malformed address, a short password and a taken address', async () => {
    for (const email of ['no-at-sign', 'a@b', 'xx:;x@x.x', 'a@-b.example', 7, undefined]) {
      expect(
        await asAdmin('admin/users', { method: 'POST', body: { email, password: 'long-enough' } }),
        String(email),
      ).toMatchObject(
        gotrue(400, 'validation_failed', 'Unable to validate email address: invalid format'),
      );
    }
    // No password at all is allowed, as GoTrue's: the user signs in by e-mail link or code.
    for (const password of ['1234567', 12345678]) {
      expect(
        await asAdmin('admin/users', {
          method: 'POST',
          body: { email: address('weak'), password },
        }),
        String(password),
      ).toMatchObject(gotrue(422, 'weak_password', 'Password should be at least 8 characters.'));
    }
    expect(
      await asAdmin('admin/users', {
        method: 'POST',
        body: { email: address('eight'), password: '12345678' },
      }),
    ).toMatchObject({ status: 200 });
    const user = await createUser();
    expect(
      await asAdmin('admin/users', {
        method: 'POST',
        body: { email: user.email.toUpperCase(), password: 'long-enough' },
      }),
    ).toMatchObject(
      gotrue(422, 'email_exists', 'A user with this email address has already been registered'),
    );
  });

  it('lists users a page at a time, newest first, with the total', async () => {
    // Enough users for two pages of two, whichever tests ran before.
    for (let i = 0; i < 5; i++) await createUser();
    const total = Number(
      (await db.query<{ n: number }>('select count(*)::int as n from auth.users')).rows[0]?.n,
    );
    const all = await db.query<{ email: string }>(
      'select email from auth.users order by created_at desc, id desc',
    );
    const emails = all.rows.map((row) => row.email);
    const page = async (query: string) => {
      const answer = await asAdmin(`admin/users${query}`);
      expect(answer.status).toBe(200);
      expect(answer.headers['X-Total-Count']).toBe(String(total));
      expect(answer.body.aud).toBe('authenticated');
      return (answer.body.users as { email: string }[]).map((u) => u.email);
    };
    expect(await page('')).toEqual(emails.slice(0, 50));
    expect(await page('?per_page=2')).toEqual(emails.slice(0, 2));
    expect(await page('?per_page=2&page=2')).toEqual(emails.slice(2, 4));
    expect(await page('?per_page=1&page=0')).toEqual(emails.slice(0, 1));
    // GoTrue parses both as unsigned integers.
    for (const query of ['?page=-1', '?per_page=-5', '?per_page=x&page=y']) {
      const refused = await asAdmin(`admin/users${query}`);
      expect(refused.status, query).toBe(400);
      expect(refused.body, query).toMatchObject({ error_code: 'validation_failed' });
      expect(String(refused.body.msg), query).toMatch(/^Bad Pagination Parameters: /);
    }
  });

  it('caps a page at 1000 users', async () => {
    const many =
      1001 -
      Number(
        (await db.query<{ n: number }>('select count(*)::int as n from auth.users')).rows[0]?.n,
      );
    if (many > 0) {
      await db.query(
        `insert into auth.users (email, encrypted_password)
         select 'bulk-' || gen_random_uuid() || '@example.com', '' from generate_series(1, $1)`,
        [many],
      );
    }
    const answer = await asAdmin('admin/users?per_page=5000');
    expect((answer.body.users as unknown[]).length).toBe(1000);
  });

  it('reads, updates and deletes one user', async () => {
    const user = await createUser(address('one'), 'first-password', {
      user_metadata: { a: 1 },
      app_metadata: { b: 2 },
      email_confirm: false,
    });
    expect(await asAdmin(`admin/users/${user.id}`)).toMatchObject({
      status: 200,
      body: { id: user.id, email: user.email, email_confirmed_at: null },
    });
    const renamed = address('Renamed');
    const updated = await asAdmin(`admin/users/${user.id}`, {
      method: 'PUT',
      body: {
        email: renamed.toUpperCase(),
        password: 'second-password',
        email_confirm: true,
        user_metadata: { c: 3 },
        app_metadata: { d: 4 },
      },
    });
    expect(updated).toMatchObject({
      status: 200,
      body: {
        email: renamed.toLowerCase(),
        user_metadata: { a: 1, c: 3 },
        app_metadata: { provider: 'email', providers: ['email'], b: 2, d: 4 },
      },
    });
    expect(updated.body.email_confirmed_at).toEqual(expect.any(String));
    expect((await signIn(renamed, 'second-password')).status).toBe(200);

    // Leaving fields out keeps them.
    const kept = await asAdmin(`admin/users/${user.id}`, { method: 'PUT', body: {} });
    expect(kept.body).toMatchObject({
      email: renamed.toLowerCase(),
      email_confirmed_at: updated.body.email_confirmed_at,
      user_metadata: { a: 1, c: 3 },
    });
    expect((await signIn(renamed, 'second-password')).status).toBe(200);

    expect(await asAdmin(`admin/users/${user.id}`, { method: 'PATCH', body: {} })).toMatchObject(
      gotrue(405, 'method_not_allowed', 'Method not allowed'),
    );
    expect(await asAdmin(`admin/users/${user.id}`, { method: 'DELETE' })).toMatchObject({
      status: 200,
      body: { id: user.id },
    });
    const gone = gotrue(404, 'user_not_found', 'User not found');
    expect(await asAdmin(`admin/users/${user.id}`)).toMatchObject(gone);
    expect(await asAdmin('admin/users/not-a-uuid')).toMatchObject(gone);
    expect(await asAdmin(`admin/users/${randomUUID()}`, { method: 'DELETE' })).toMatchObject(gone);
  });

  it('checks what an update sets', async () => {
    const user = await createUser();
    const put = (body: Record<string, unknown>) =>
      asAdmin(`admin/users/${user.id}`, { method: 'PUT', body });
    expect(await put({ email: 'nope' })).toMatchObject(
      gotrue(400, 'validation_failed', 'Unable to validate email address: invalid format'),
    );
    expect(await put({ password: 'short' })).toMatchObject(
      gotrue(422, 'weak_password', 'Password should be at least 8 characters.'),
    );
    for (const ban_duration of ['forever', '1d', '10', 'h', 'x2h', '2hx', 5, ['2h']]) {
      expect(await put({ ban_duration }), String(ban_duration)).toMatchObject(
        gotrue(400, 'validation_failed', 'invalid format for ban duration'),
      );
    }
  });

  it('leaves an address unconfirmed when an update does not confirm it', async () => {
    const user = await createUser(address('later'), 'first-password', { email_confirm: false });
    const updated = await asAdmin(`admin/users/${user.id}`, {
      method: 'PUT',
      body: { user_metadata: { x: 1 } },
    });
    expect(updated).toMatchObject({ status: 200, body: { email_confirmed_at: null } });
    expect((await signIn(user.email, user.password)).status).toBe(400);
  });

  it('lists and creates only at admin/users, and reads a user only by a whole id', async () => {
    const user = await createUser();
    expect(
      await asAdmin(`admin/users/${user.id}`, {
        method: 'POST',
        body: { email: address('posted'), password: 'long-enough' },
      }),
    ).toMatchObject(gotrue(405, 'method_not_allowed', 'Method not allowed'));
    const missing = gotrue(404, 'user_not_found', 'User not found');
    expect(await asAdmin('admin/users', { method: 'DELETE' })).toMatchObject(missing);
    expect(await asAdmin(`admin/users/x${user.id}`)).toMatchObject(missing);
    expect(await asAdmin(`admin/users/${user.id}0`)).toMatchObject(missing);
  });

  it('bans for hours, minutes or seconds, and lifts a ban', async () => {
    const user = await createUser();
    const bannedFor = async (ban_duration: string) => {
      const before = Date.now();
      expect(
        (await asAdmin(`admin/users/${user.id}`, { method: 'PUT', body: { ban_duration } })).status,
      ).toBe(200);
      const row = await db.query<{ banned_until: Date | null }>(
        'select banned_until from auth.users where id = $1',
        [user.id],
      );
      const until = row.rows[0]?.banned_until;
      return until ? Math.round((until.getTime() - before) / 1000) : null;
    };
    expect(await bannedFor('2h')).toBeCloseTo(7200, -1);
    expect(await bannedFor('30m')).toBeCloseTo(1800, -1);
    expect(await bannedFor('45s')).toBeCloseTo(45, -1);
    // Another change leaves the ban as it is.
    await asAdmin(`admin/users/${user.id}`, { method: 'PUT', body: { user_metadata: { x: 1 } } });
    expect(
      (await db.query('select 1 from auth.users where id = $1 and banned_until > now()', [user.id]))
        .rows,
    ).toHaveLength(1);
    expect(await bannedFor('none')).toBeNull();
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });
});
