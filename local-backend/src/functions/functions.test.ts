import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../index';
import { signedIn, startTestBackend, supabaseFor, testAdmin } from '../test-fixtures/test-backend';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '..', 'test-fixtures', 'supabase');

let backend: LocalBackend;
/** A user's session: what the gateway's `verify_jwt` check lets through. */
let session: string;

beforeAll(async () => {
  backend = await startTestBackend({
    supabaseDir: fixtures,
    functionsEnvFile: join(fixtures, 'fixture-secrets.env'),
  });
  const user = await signedIn(backend, testAdmin.email, testAdmin.password);
  session = (await user.auth.getSession()).data.session?.access_token ?? '';
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

const call = (name: string, init: RequestInit = {}) =>
  fetch(`${backend.url}/functions/v1/${name}`, {
    method: 'POST',
    ...init,
    headers: { authorization: `Bearer ${session}`, ...init.headers },
  });

describe('Edge Functions under Deno', () => {
  it('answers functions.invoke of supabase-js from real Deno with the platform env and secrets', async () => {
    const { data, error } = await supabaseFor(backend).functions.invoke('open', {
      body: { hello: 'world' },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      path: '/open',
      method: 'POST',
      deno: '2.9.5',
      env: {
        url: backend.url,
        // As the platform passes them: JSON dictionaries of named keys, the public key set.
        publishableKeys: JSON.stringify({ default: backend.publishableKey }),
        secretKeys: JSON.stringify({ default: backend.secretKey }),
        // No legacy JWT key unless the backend is started with them.
        anonKey: null,
        serviceRoleKey: null,
        secret: 'from-the-env-file',
      },
    });
    const served: unknown = await (
      await fetch(`${backend.url}/auth/v1/.well-known/jwks.json`)
    ).json();
    expect(data).toMatchObject({ env: { jwks: JSON.stringify(served) } });
  });

  it("appends the caller's socket address to X-Forwarded-For after what the caller sent", async () => {
    const response = await call('echo', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(((await response.json()) as { forwardedFor: string }).forwardedFor).toBe(
      '203.0.113.9, 127.0.0.1',
    );
  });

  it('refuses a call without a valid session JWT unless config.toml turns verify_jwt off', async () => {
    const missing = await fetch(`${backend.url}/functions/v1/echo`, { method: 'POST' });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ code: 401, message: 'Missing authorization header' });
    const forged = await call('echo', { headers: { authorization: 'Bearer not.a.jwt' } });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ code: 401, message: 'Invalid JWT' });
    // A publishable key is no JWT: the gateway check lets only sessions through.
    const keyed = await call('echo', {
      headers: {
        apikey: backend.publishableKey,
        authorization: `Bearer ${backend.publishableKey}`,
      },
    });
    expect(keyed.status).toBe(401);
    const open = await fetch(`${backend.url}/functions/v1/open`, { method: 'POST' });
    expect(open.status).toBe(200);
  });

  it('answers JSON errors for a function that cannot start, throws or does not exist', async () => {
    const boot = await call('boot-failure');
    expect(boot.status).toBe(503);
    expect(await boot.json()).toMatchObject({ code: 'BOOT_ERROR' });
    const thrown = await call('throws');
    expect(thrown.status).toBe(500);
    expect(await thrown.json()).toMatchObject({ code: 'WORKER_ERROR' });
    const missing = await call('nope');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await call('_shared')).status).toBe(404);
    // The backend and the other functions carry on.
    expect((await call('echo')).status).toBe(200);
    expect((await fetch(`${backend.url}/auth/v1/health`)).status).toBe(200);
  });

  it('gives the functions the new key set after a signing-key rotation', async () => {
    const kid = await backend.rotateSigningKey();
    const answer = await fetch(`${backend.url}/functions/v1/open`, { method: 'POST' });
    const body: unknown = await answer.json();
    const env = body && typeof body === 'object' && 'env' in body ? body.env : undefined;
    const jwks = env && typeof env === 'object' && 'jwks' in env ? String(env.jwks) : '';
    expect(jwks).toContain(kid);
  });
});
