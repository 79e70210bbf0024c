import { createClient } from '@supabase/supabase-js';
import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../index';
import {
  grantFixtureAdmin,
  signedIn,
  startTestBackend,
  supabaseFor,
  testAdmin,
} from '../test-fixtures/test-backend';

// Sessions are signed ES256 with a published key set, so clients and every service verify
// them without asking Auth; rotating keeps old sessions valid until their key is revoked.

let backend: LocalBackend;

beforeAll(async () => {
  backend = await startTestBackend();
  await grantFixtureAdmin(backend);
});

afterAll(async () => {
  await backend?.stop();
});

/** supabase-js as the apps use it, recording the paths it requests. */
function countingClient() {
  const paths: string[] = [];
  const client = createClient(backend.url, backend.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: {
      fetch: (input, init) => {
        paths.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
        return fetch(input, init);
      },
    },
  });
  return { client, paths };
}

async function accessToken(client: ReturnType<typeof supabaseFor>): Promise<string> {
  const { data } = await client.auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new Error('no session');
  return token;
}

describe('asymmetric session signing', () => {
  it('signs sessions ES256 with a kid that the published key set holds', async () => {
    const client = await signedIn(backend, testAdmin.email, testAdmin.password);
    const header = decodeProtectedHeader(await accessToken(client));
    expect(header).toMatchObject({ alg: 'ES256', typ: 'JWT' });
    const jwks = await fetch(`${backend.url}/auth/v1/.well-known/jwks.json`);
    expect(jwks.status).toBe(200);
    const body: unknown = await jwks.json();
    expect(body).toMatchObject({
      keys: expect.arrayContaining([
        expect.objectContaining({ kid: header.kid, alg: 'ES256', kty: 'EC', crv: 'P-256' }),
      ]),
    });
    expect(JSON.stringify(body)).not.toMatch(/"d":/);
  });

  it('lets getClaims verify a session locally, without asking /auth/v1/user', async () => {
    const { client, paths } = countingClient();
    const { error } = await client.auth.signInWithPassword(testAdmin);
    expect(error).toBeNull();
    const first = await client.auth.getClaims();
    const second = await client.auth.getClaims();
    expect(first.error).toBeNull();
    expect(first.data?.claims).toMatchObject({ email: testAdmin.email, role: 'authenticated' });
    expect(second.data?.claims.sub).toBe(first.data?.claims.sub);
    expect(paths.filter((path) => path === '/auth/v1/user')).toHaveLength(0);
    expect(paths.filter((path) => path.endsWith('/.well-known/jwks.json'))).toHaveLength(1);
  });

  it('has REST and Storage accept the signed session as the user', async () => {
    const client = await signedIn(backend, testAdmin.email, testAdmin.password);
    const admins = await client.from('admins').select('user_id');
    expect(admins.error).toBeNull();
    expect(admins.data).toHaveLength(1);
    const buckets = await client.storage.listBuckets();
    expect(buckets.error).toBeNull();
  });

  it('keeps sessions of a rotated-out key valid until that key is revoked', async () => {
    const before = await signedIn(backend, testAdmin.email, testAdmin.password);
    const oldKid = decodeProtectedHeader(await accessToken(before)).kid;
    const newKid = await backend.rotateSigningKey();
    const after = await signedIn(backend, testAdmin.email, testAdmin.password);
    expect(decodeProtectedHeader(await accessToken(after)).kid).toBe(newKid);
    expect((await before.from('admins').select('user_id')).data).toHaveLength(1);

    if (!oldKid) throw new Error('no kid');
    await backend.revokeSigningKey(oldKid);
    const refused = await before.from('admins').select('user_id');
    expect(refused.error).not.toBeNull();
    expect(refused.status).toBe(401);
    expect((await after.from('admins').select('user_id')).data).toHaveLength(1);
    const jwks = await fetch(`${backend.url}/auth/v1/.well-known/jwks.json`);
    expect(JSON.stringify(await jwks.json())).not.toContain(oldKid);
  });
});

describe('opaque API keys', () => {
  it('reads as anon with the publishable key', async () => {
    expect(backend.publishableKey).toMatch(/^sb_publishable_/);
    const { data, error } = await supabaseFor(backend, backend.publishableKey)
      .from('admins')
      .select('user_id');
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it('administers with the secret key', async () => {
    expect(backend.secretKey).toMatch(/^sb_secret_/);
    const service = supabaseFor(backend, backend.secretKey);
    const { data, error } = await service.auth.admin.listUsers();
    expect(error).toBeNull();
    expect(data.users.map((user) => user.email)).toContain(testAdmin.email);
    expect((await service.from('admins').select('user_id')).data).toHaveLength(1);
  });

  it('never accepts an opaque key as a bearer token on its own', async () => {
    const response = await fetch(`${backend.url}/rest/v1/admins?select=user_id`, {
      headers: { apikey: backend.publishableKey, Authorization: `Bearer ${backend.secretKey}` },
    });
    expect(response.status).toBe(401);
  });
});
