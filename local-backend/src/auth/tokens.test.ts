import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HttpRequest } from '../http/types';
import { requestClaims } from './api-key';
import { RateLimiter, defaultSignInLimit, signInLimitFromEnv } from './rate-limit';
import { createApiKeys, createTokenKit, defaultJwtSecret, isApiRole } from './tokens';

// The keys and tokens the local backend signs, the claims a request is served under, and the
// sign-in limit's window: what the apps and an attacker meet without any database.

const secret = new TextEncoder().encode(defaultJwtSecret);

afterEach(() => {
  vi.useRealTimers();
});

describe('API keys', () => {
  it('are never what the apps ship with: they carry a publishable key, and no JWT', async () => {
    const { anonKey, serviceRoleKey } = await createApiKeys(defaultJwtSecret);
    for (const app of ['sites', 'admin']) {
      const env = readFileSync(new URL(`../../../${app}/.env`, import.meta.url), 'utf8');
      expect(env, app).toMatch(/^VITE_SUPABASE_PUBLISHABLE_KEY=sb_publishable_\S+$/m);
      expect(env, app).not.toMatch(/eyJ/);
    }
    expect(decodeJwt(serviceRoleKey)).toEqual({
      iss: 'supabase-demo',
      role: 'service_role',
      iat: 1_700_000_000,
      exp: decodeJwt(anonKey).exp,
    });
    expect(decodeProtectedHeader(serviceRoleKey)).toEqual({ alg: 'HS256', typ: 'JWT' });
  });

  it('change with the secret', async () => {
    const other = await createApiKeys('another-secret-another-secret-another-secret');
    const ours = await createApiKeys(defaultJwtSecret);
    expect(other.anonKey).not.toBe(ours.anonKey);
    expect((await createTokenKit(defaultJwtSecret).verify(other.anonKey)).ok).toBe(false);
  });
});

describe('tokens', () => {
  const kit = createTokenKit(defaultJwtSecret);

  it('signs HS256 tokens that live the given number of seconds and verifies them', async () => {
    const token = await kit.sign({ role: 'authenticated', sub: 'u1' }, 90);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = decodeJwt(token);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(90);
    expect(Math.abs((claims.iat ?? 0) - Date.now() / 1000)).toBeLessThan(5);
    expect(await kit.verify(token)).toEqual({
      ok: true,
      claims: { role: 'authenticated', sub: 'u1', iat: claims.iat, exp: claims.exp },
    });
    expect(kit.secret).toBe(defaultJwtSecret);
  });

  it('refuses expired tokens as expired, and others as invalid with the reason', async () => {
    expect(await kit.verify(await kit.sign({ role: 'anon' }, -1))).toEqual({
      ok: false,
      reason: 'expired',
      message: 'JWT expired',
    });
    expect(await kit.verify(await kit.sign({ role: 'postgres' }, 60))).toEqual({
      ok: false,
      reason: 'invalid',
      message: 'JWT role "postgres" is not allowed',
    });
    expect(await kit.verify(await kit.sign({ sub: 'x' }, 60))).toEqual({
      ok: false,
      reason: 'invalid',
      message: 'JWT role "undefined" is not allowed',
    });
    expect(await kit.verify('not.a.jwt')).toMatchObject({
      ok: false,
      reason: 'invalid',
      message: expect.stringMatching(/.+/) as unknown,
    });
  });

  it('accepts HS256 only: not another algorithm, not alg none, not another secret', async () => {
    const hs512 = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS512' })
      .sign(secret);
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const none = `${b64({ alg: 'none' })}.${b64({ role: 'service_role' })}.`;
    const forged = await createTokenKit('not-the-secret-not-the-secret-not-the-secret').sign(
      { role: 'service_role' },
      60,
    );
    for (const token of [hs512, none, forged]) {
      expect(await kit.verify(token)).toMatchObject({ ok: false, reason: 'invalid' });
    }
  });

  it('knows the three API roles', () => {
    for (const role of ['anon', 'authenticated', 'service_role'])
      expect(isApiRole(role)).toBe(true);
    for (const role of ['postgres', 'supabase_admin', '', undefined, 1]) {
      expect(isApiRole(role)).toBe(false);
    }
  });
});

describe('the claims a request is served under', () => {
  const kit = createTokenKit(defaultJwtSecret);
  const request = (headers: Record<string, string>, query = ''): HttpRequest => ({
    method: 'GET',
    url: new URL(`http://api.test/rest/v1/items${query}`),
    headers,
    body: Buffer.alloc(0),
    ip: '127.0.0.1',
  });

  it("are the apikey's without a bearer token, and the bearer's with one", async () => {
    const { anonKey, serviceRoleKey } = await createApiKeys(defaultJwtSecret);
    expect(await requestClaims(request({ apikey: anonKey }), kit)).toMatchObject({
      ok: true,
      claims: { role: 'anon' },
    });
    expect(await requestClaims(request({}, `?apikey=${serviceRoleKey}`), kit)).toMatchObject({
      ok: true,
      claims: { role: 'service_role' },
    });
    const user = await kit.sign({ role: 'authenticated', sub: 'u1' }, 60);
    for (const authorization of [`Bearer ${user}`, `bearer   ${user}`]) {
      expect(
        await requestClaims(request({ apikey: anonKey, authorization }), kit),
        authorization,
      ).toEqual({
        ok: true,
        claims: expect.objectContaining({ role: 'authenticated', sub: 'u1' }) as unknown,
        bearer: user,
      });
    }
  });

  it('refuse a bearer header that is not one token', async () => {
    const { anonKey } = await createApiKeys(defaultJwtSecret);
    for (const authorization of [
      'Basic abc',
      `Bearer ${anonKey} extra`,
      'Bearer',
      'Token x',
      `xBearer ${anonKey}`,
    ]) {
      expect(
        await requestClaims(request({ apikey: anonKey, authorization }), kit),
        authorization,
      ).toEqual({
        ok: false,
        reason: 'invalid',
        message: 'Authorization header is not a Bearer token',
      });
    }
    expect(
      await requestClaims(request({ apikey: anonKey, authorization: 'Bearer expired.x.y' }), kit),
    ).toMatchObject({ ok: false, reason: 'invalid', bearer: 'expired.x.y' });
  });

  it('need a key the backend signed, and read as anon without one (the CLI gateway)', async () => {
    expect(await requestClaims(request({}), kit)).toEqual({ ok: true, claims: { role: 'anon' } });
    await expect(requestClaims(request({ apikey: 'x' }), kit)).rejects.toMatchObject({
      status: 401,
      body: { message: 'Invalid API key' },
    });
  });
});

describe('the sign-in limit', () => {
  it('is 30 attempts per five minutes unless LOCAL_AUTH_RATE_LIMIT says otherwise', () => {
    expect(defaultSignInLimit).toEqual({ max: 30, windowMs: 300_000 });
    expect(signInLimitFromEnv('7')).toEqual({ max: 7, windowMs: 300_000 });
    expect(signInLimitFromEnv('1')).toEqual({ max: 1, windowMs: 300_000 });
    expect(signInLimitFromEnv('off')).toBe(false);
    for (const value of ['', undefined, '0', '-3', '2.5', 'ten']) {
      expect(signInLimitFromEnv(value), String(value)).toBeUndefined();
    }
  });

  it('reads the environment by default', () => {
    vi.stubEnv('LOCAL_AUTH_RATE_LIMIT', 'off');
    try {
      expect(signInLimitFromEnv()).toBe(false);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('slides: an attempt counts for exactly the window', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(0);
    const limiter = new RateLimiter({ max: 2, windowMs: 1000 });
    const at = (ms: number) => {
      vi.setSystemTime(ms);
      return limiter.allow('a');
    };
    expect([at(0), at(0), at(600), at(999)]).toEqual([true, true, false, false]);
    // The attempts at 0 leave the window at 1000; refused attempts count too.
    expect(at(1000)).toBe(false);
    expect([at(2000), at(2000), at(2000)]).toEqual([true, true, false]);
  });

  it('forgets nothing recent when many other keys come by', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(0);
    const limiter = new RateLimiter({ max: 1, windowMs: 1000 });
    expect(limiter.allow('a')).toBe(true);
    vi.setSystemTime(600);
    expect(limiter.allow('a')).toBe(false);
    // The sweep at 1100 drops keys whose every attempt is old; "a" still has the one at 600.
    vi.setSystemTime(1100);
    for (let i = 0; i < 10_002; i++) limiter.allow(`other-${i}`);
    expect(limiter.allow('a')).toBe(false);
    expect(limiter.allow('other-1')).toBe(false);
    vi.setSystemTime(2200);
    for (let i = 0; i < 10_002; i++) limiter.allow(`late-${i}`);
    expect(limiter.allow('other-1')).toBe(true);
  });

  it('is off when disabled', () => {
    const limiter = new RateLimiter(false);
    for (let i = 0; i < 100; i++) expect(limiter.allow('a')).toBe(true);
  });
});
