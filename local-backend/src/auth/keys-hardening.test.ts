import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, startTestBackend, supabaseFor, testAdmin } from '../test-fixtures/test-backend';
import { createApiKeys, defaultJwtSecret } from './tokens';

// The Supabase CLI's demo secret is public: with it anyone can mint a service-role key. Each
// checkout has its own secret and signing key instead, kept across restarts.

let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'inzira-keys-'));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('per-checkout secrets', () => {
  it('refuses a service-role key minted with the public demo secret', async () => {
    const backend = await startTestBackend();
    try {
      const demo = await createApiKeys(defaultJwtSecret);
      expect(backend.serviceRoleKey).not.toBe(demo.serviceRoleKey);
      const admin = await supabaseFor(backend, demo.serviceRoleKey).auth.admin.listUsers();
      expect(admin.error?.status).toBe(401);
      const rest = await fetch(`${backend.url}/rest/v1/admins?select=user_id`, {
        headers: { apikey: backend.anonKey, Authorization: `Bearer ${demo.serviceRoleKey}` },
      });
      expect(rest.status).toBe(401);
      // The demo anon key, which the apps' committed env files carry, still reads as anon.
      const anon = await supabaseFor(backend, demo.anonKey).from('categories').select('id');
      expect(anon.error).toBeNull();
    } finally {
      await backend.stop();
    }
  }, 60_000);

  it('keeps keys and sessions across a restart, and no two checkouts share them', async () => {
    const keysFile = join(folder, 'db-keys.json');
    const first = await startTestBackend({ keysFile });
    const session = await signedIn(first, testAdmin.email, testAdmin.password);
    const token = (await session.auth.getSession()).data.session?.access_token ?? '';
    const keys = [first.anonKey, first.serviceRoleKey, first.publishableKey, first.secretKey];
    await first.stop();
    expect((await stat(keysFile)).mode & 0o077).toBe(0);

    const again = await startTestBackend({ keysFile });
    try {
      expect([again.anonKey, again.serviceRoleKey, again.publishableKey, again.secretKey]).toEqual(
        keys,
      );
      // The user row is new (in-memory database), but the signature check is what is kept.
      const check = await fetch(`${again.url}/rest/v1/categories?select=id`, {
        headers: { apikey: again.anonKey, Authorization: `Bearer ${token}` },
      });
      expect(check.status).toBe(200);
    } finally {
      await again.stop();
    }

    const other = await startTestBackend({ keysFile: join(folder, 'other-keys.json') });
    try {
      expect(other.serviceRoleKey).not.toBe(keys[1]);
      const foreign = await fetch(`${other.url}/rest/v1/categories?select=id`, {
        headers: { apikey: other.anonKey, Authorization: `Bearer ${token}` },
      });
      expect(foreign.status).toBe(401);
    } finally {
      await other.stop();
    }
    // Three backend starts: generous, as the machine may be busy.
  }, 180_000);
});
