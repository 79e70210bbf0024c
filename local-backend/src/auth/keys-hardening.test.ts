import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, startTestBackend, supabaseFor, testAdmin } from '../test-fixtures/test-backend';
import { createApiKeys, defaultJwtSecret } from './tokens';

// The legacy JWT keys are off unless asked for (docs/api-keys.md). The Supabase CLI's demo
// secret is public: with it anyone could mint a service-role key, so each checkout has its own
// secret, API keys and signing key, kept across restarts.

let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'inzira-keys-'));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('legacy JWT keys', () => {
  it('refuses the anon and service_role JWT keys by default, with a message that says why', async () => {
    const backend = await startTestBackend();
    try {
      expect(backend.legacyKeys).toBeUndefined();
      // The backend's own legacy keys (its secret) and the public demo secret's alike.
      const own = await createApiKeys(backend.jwtSecret);
      const demo = await createApiKeys(defaultJwtSecret);
      for (const key of [own.anonKey, own.serviceRoleKey, demo.anonKey, demo.serviceRoleKey]) {
        const answer = await fetch(`${backend.url}/rest/v1/categories?select=id`, {
          headers: { apikey: key, Authorization: `Bearer ${key}` },
        });
        expect(answer.status).toBe(401);
        expect(await answer.json()).toMatchObject({ message: 'Legacy API keys are disabled' });
      }
      const admin = await supabaseFor(backend, own.serviceRoleKey).auth.admin.listUsers();
      expect(admin.error?.status).toBe(401);
      // Nor does a legacy JWT pass as the bearer beside a valid key.
      const bearer = await fetch(`${backend.url}/rest/v1/admins?select=user_id`, {
        headers: { apikey: backend.publishableKey, Authorization: `Bearer ${own.serviceRoleKey}` },
      });
      expect(bearer.status).toBe(401);
      expect(JSON.stringify(await bearer.json())).toContain('--legacy-keys');
      // The new keys work: the publishable key reads as anon, the secret key as service_role.
      const anon = await supabaseFor(backend).from('categories').select('id');
      expect(anon.error).toBeNull();
      const users = await supabaseFor(backend, backend.secretKey).auth.admin.listUsers();
      expect(users.error).toBeNull();
    } finally {
      await backend.stop();
    }
  }, 60_000);

  it('accepts them with the legacyKeys option, but never those of the public demo secret', async () => {
    const backend = await startTestBackend({ legacyKeys: true });
    try {
      const legacy = backend.legacyKeys;
      if (!legacy) throw new Error('legacyKeys: true gives the legacy keys');
      const anon = await supabaseFor(backend, legacy.anonKey).from('categories').select('id');
      expect(anon.error).toBeNull();
      const users = await supabaseFor(backend, legacy.serviceRoleKey).auth.admin.listUsers();
      expect(users.error).toBeNull();
      const demo = await createApiKeys(defaultJwtSecret);
      expect(legacy.serviceRoleKey).not.toBe(demo.serviceRoleKey);
      const forged = await supabaseFor(backend, demo.serviceRoleKey).auth.admin.listUsers();
      expect(forged.error?.status).toBe(401);
      const demoAnon = await fetch(`${backend.url}/rest/v1/categories?select=id`, {
        headers: { apikey: demo.anonKey },
      });
      expect(demoAnon.status).toBe(401);
    } finally {
      await backend.stop();
    }
  }, 60_000);
});

describe('per-checkout secrets', () => {
  it('keeps keys and sessions across a restart, and no two checkouts share them', async () => {
    const keysFile = join(folder, 'db-keys.json');
    const first = await startTestBackend({ keysFile });
    const session = await signedIn(first, testAdmin.email, testAdmin.password);
    const token = (await session.auth.getSession()).data.session?.access_token ?? '';
    const keys = [first.jwtSecret, first.publishableKey, first.secretKey];
    await first.stop();
    expect((await stat(keysFile)).mode & 0o077).toBe(0);

    const again = await startTestBackend({ keysFile });
    try {
      expect([again.jwtSecret, again.publishableKey, again.secretKey]).toEqual(keys);
      // The user row is new (in-memory database), but the signature check is what is kept.
      const check = await fetch(`${again.url}/rest/v1/categories?select=id`, {
        headers: { apikey: again.publishableKey, Authorization: `Bearer ${token}` },
      });
      expect(check.status).toBe(200);
    } finally {
      await again.stop();
    }

    const other = await startTestBackend({ keysFile: join(folder, 'other-keys.json') });
    try {
      expect(other.secretKey).not.toBe(keys[2]);
      const foreign = await fetch(`${other.url}/rest/v1/categories?select=id`, {
        headers: { apikey: other.publishableKey, Authorization: `Bearer ${token}` },
      });
      expect(foreign.status).toBe(401);
    } finally {
      await other.stop();
    }
    // Three backend starts: generous, as the machine may be busy.
  }, 180_000);
});
