import type { SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../index';
import { startTestBackend, supabaseFor } from '../test-fixtures/test-backend';

let backend: LocalBackend;
let service: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  service = supabaseFor(backend, backend.secretKey);
  const { error } = await service.from('categories').insert([{ name: 'Tools' }, { name: 'Books' }]);
  expect(error).toBeNull();
});

afterAll(async () => {
  await backend?.stop();
});

/** Raw HTTP for what supabase-js would never send. */
function rest(path: string, init: RequestInit & { key?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.key !== '') headers.set('apikey', init.key ?? backend.secretKey);
  return fetch(`${backend.url}/rest/v1/${path}`, { ...init, headers });
}

async function categoryNames(): Promise<string[]> {
  const { data } = await service.from('categories').select('name').order('id');
  return (data ?? []).map((row: { name: string }) => row.name);
}

async function expectError(response: Response, status: number, code?: string) {
  const body: unknown = await response.json();
  expect(response.status).toBe(status);
  expect(body).toMatchObject({ message: expect.any(String) });
  if (code) expect(body).toMatchObject({ code });
}

describe('PostgreSQL errors map to PostgREST statuses', () => {
  it('23505 unique violation -> 409', async () => {
    const { error, status } = await service.from('categories').insert({ name: 'Tools' });
    expect(status).toBe(409);
    expect(error).toMatchObject({ code: '23505', details: expect.stringContaining('Tools') });
  });

  it('23503 foreign key violation -> 409', async () => {
    const { error, status } = await service
      .from('items')
      .insert({ title: 'Orphan', category_id: 999 });
    expect(status).toBe(409);
    expect(error?.code).toBe('23503');
  });

  it('23514 check violation, 23502 not null, 22P02 bad input -> 400', async () => {
    const check = await service.from('items').insert({ title: '' });
    expect([check.status, check.error?.code]).toEqual([400, '23514']);
    const notNull = await service.from('items').insert({ price: 1 });
    expect([notNull.status, notNull.error?.code]).toEqual([400, '23502']);
    const badUuid = await service.from('items').select('id').eq('id', 'not-a-uuid');
    expect([badUuid.status, badUuid.error?.code]).toEqual([400, '22P02']);
  });

  it('unknown table -> 404 PGRST205, unknown column -> 400', async () => {
    const table = await service.from('nope').select('*');
    expect([table.status, table.error?.code]).toEqual([404, 'PGRST205']);
    const column = await service.from('items').select('nope');
    expect([column.status, column.error?.code]).toEqual([400, '42703']);
    const writeColumn = await service.from('items').insert({ title: 'x', nope: 1 });
    expect([writeColumn.status, writeColumn.error?.code]).toEqual([400, 'PGRST204']);
  });

  it('unknown relationship -> 400 PGRST200', async () => {
    const { status, error } = await service.from('categories').select('name,reviews(*)');
    expect([status, error?.code]).toEqual([400, 'PGRST200']);
  });
});

describe('the API key and JWT gate', () => {
  it('reads as anon without an apikey (the CLI gateway) and refuses a forged one', async () => {
    expect((await rest('categories?select=name', { key: '' })).status).toBe(200);
    const write = await rest('categories', {
      key: '',
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'by nobody' }),
    });
    expect(write.status).toBe(401);
    expect(await categoryNames()).not.toContain('by nobody');
    const forged = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    await expectError(await rest('categories', { key: forged }), 401);
  });

  it('refuses alg:none, forged, expired and unknown-role bearer tokens with 401', async () => {
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ role: 'service_role', exp: 9_999_999_999 })}.`;
    const key = new TextEncoder().encode(backend.jwtSecret);
    const expired = await new SignJWT({ role: 'authenticated', sub: crypto.randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    const superuser = await new SignJWT({ role: 'postgres' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(key);
    // Right secret, wrong algorithm: only HS256 is allowed.
    const hs512 = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS512' })
      .sign(key);
    for (const token of [none, 'garbage', expired, superuser, hs512]) {
      const response = await rest('categories', {
        key: backend.publishableKey,
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(401);
      const body: unknown = await response.json();
      expect(body).toMatchObject({
        code: expect.stringMatching(/^PGRST30[13]$/),
        message: expect.any(String),
      });
    }
  });

  it('refuses an alg:none apikey', async () => {
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const none = `${b64({ alg: 'none' })}.${b64({ role: 'service_role' })}.`;
    await expectError(await rest('categories', { key: none }), 401);
  });
});

describe('bad input is answered 4xx and changes nothing', () => {
  it('malformed JSON -> 400 PGRST102', async () => {
    const response = await rest('categories', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name": ',
    });
    await expectError(response, 400, 'PGRST102');
    expect(await categoryNames()).toEqual(['Tools', 'Books']);
  });

  it('bodies over 1 MB -> 413', async () => {
    const body = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) });
    const response = await rest('categories', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    expect(response.status).toBe(413);
    expect(await categoryNames()).toEqual(['Tools', 'Books']);
  });

  it('injection attempts in filter values are just values', async () => {
    const { data, error } = await service
      .from('categories')
      .select('name')
      .eq('name', "x' or '1'='1");
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const list = await service
      .from('categories')
      .select('name')
      .in('name', ["Tools'); delete from categories; --"]);
    expect(list.data).toEqual([]);
    const like = await service
      .from('categories')
      .select('name')
      .ilike('name', "%'; drop table categories; --");
    expect(like.data).toEqual([]);
    expect(await categoryNames()).toEqual(['Tools', 'Books']);
  });

  it('injection attempts in identifiers are refused', async () => {
    const attempts = [
      'categories?select=name;delete from categories',
      'categories?select=name,(select 1)',
      'categories?name";delete from categories;--=eq.1',
      'categories?order=name;drop table categories',
      'categories?select=name::text;drop table x',
      'categories"; drop table categories; --',
      'categories?or=(name.eq.a,id.gt.0);delete',
    ];
    for (const path of attempts) {
      const response = await rest(path);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
      const body: unknown = await response.json();
      expect(body, path).toMatchObject({ message: expect.any(String) });
    }
    expect(await categoryNames()).toEqual(['Tools', 'Books']);
  });

  it('injection attempts in RPC names and arguments are refused or bound', async () => {
    const name = await rest('rpc/add_numbers(1,2);delete from categories;--', {
      method: 'POST',
      body: '{}',
    });
    expect(name.status).toBe(404);
    const arg = await service.rpc('add_numbers', { a: '1); delete from categories; --' });
    expect([arg.status, arg.error?.code]).toEqual([400, '22P02']);
    expect(await categoryNames()).toEqual(['Tools', 'Books']);
  });

  it('malformed filters and ranges -> 400', async () => {
    for (const path of [
      'categories?name=zz.1',
      'categories?name=eq',
      'categories?or=(name.eq.a',
      'categories?limit=-1',
      'categories?id=is.maybe',
    ]) {
      const response = await rest(path);
      expect(response.status, path).toBe(400);
    }
  });

  it('unsupported body shapes -> 400', async () => {
    const response = await rest('categories', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '[1, 2]',
    });
    await expectError(response, 400, 'PGRST102');
  });
});

describe('CORS', () => {
  it('answers preflights with the headers supabase-js sends', async () => {
    const response = await fetch(`${backend.url}/rest/v1/categories`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5174', 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5174');
    const allowed = response.headers.get('access-control-allow-headers') ?? '';
    for (const name of [
      'apikey',
      'authorization',
      'prefer',
      'range',
      'x-client-info',
      'content-profile',
    ]) {
      expect(allowed).toContain(name);
    }
  });
});
