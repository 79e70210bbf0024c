import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../index';
import { startTestBackend, supabaseFor } from '../test-fixtures/test-backend';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '..', 'test-fixtures', 'supabase');

let backend: LocalBackend;

beforeAll(async () => {
  backend = await startTestBackend({
    supabaseDir: fixtures,
    functionsEnvFile: join(fixtures, 'fixture-secrets.env'),
  });
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

const call = (name: string, init: RequestInit = {}) =>
  fetch(`${backend.url}/functions/v1/${name}`, {
    method: 'POST',
    ...init,
    headers: { authorization: `Bearer ${backend.anonKey}`, ...init.headers },
  });

describe('Edge Functions under Deno', () => {
  it('answers functions.invoke of supabase-js from real Deno with the platform env and secrets', async () => {
    const { data, error } = await supabaseFor(backend).functions.invoke('echo', {
      body: { hello: 'world' },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      path: '/echo',
      method: 'POST',
      deno: '2.9.5',
      env: {
        url: backend.url,
        anonKey: backend.anonKey,
        serviceRoleKey: backend.serviceRoleKey,
        secret: 'from-the-env-file',
      },
    });
  });

  it("appends the caller's socket address to X-Forwarded-For after what the caller sent", async () => {
    const response = await call('echo', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(((await response.json()) as { forwardedFor: string }).forwardedFor).toBe(
      '203.0.113.9, 127.0.0.1',
    );
  });

  it('refuses a call without a valid JWT unless config.toml turns verify_jwt off', async () => {
    const missing = await fetch(`${backend.url}/functions/v1/echo`, { method: 'POST' });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ code: 401, message: 'Missing authorization header' });
    const forged = await call('echo', { headers: { authorization: 'Bearer not.a.jwt' } });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ code: 401, message: 'Invalid JWT' });
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
});
