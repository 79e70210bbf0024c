import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../index';
import { startTestBackend, supabaseFor } from '../test-fixtures/test-backend';

// `listV2` as storage-api answers it: full names, folders as common prefixes, cursor pages.

let backend: LocalBackend;
let service: SupabaseClient;

/** Uploaded in this order, so creation times follow it. */
const names = ['b/2.txt', 'a.txt', 'a/1.txt', 'b/1.txt', 'a/deep/x.txt', 'c.txt', 'ab.txt'];

beforeAll(async () => {
  backend = await startTestBackend({ admin: null });
  service = supabaseFor(backend, backend.secretKey);
  for (const bucket of ['listing', 'other']) {
    const created = await service.storage.createBucket(bucket, { public: false });
    if (created.error) throw created.error;
  }
  for (const name of names) {
    const uploaded = await service.storage.from('listing').upload(name, name);
    if (uploaded.error) throw uploaded.error;
  }
  const secret = await service.storage.from('other').upload('secret/s.txt', 'secret');
  if (secret.error) throw secret.error;
});

afterAll(async () => {
  await backend?.stop();
});

const listing = () => service.storage.from('listing');

/** Every page of a listing, following `nextCursor`: the folders and objects in page order. */
async function allPages(options: Parameters<ReturnType<typeof listing>['listV2']>[0]) {
  const all = { folders: [] as string[], objects: [] as string[], pages: 0 };
  let cursor: string | undefined;
  while (all.pages < 20) {
    const { data, error } = await listing().listV2({ ...options, ...(cursor ? { cursor } : {}) });
    if (error) throw error;
    all.pages++;
    all.folders.push(...data.folders.map((f) => f.name));
    all.objects.push(...data.objects.map((o) => o.name));
    if (!data.hasNext) return all;
    cursor = data.nextCursor;
  }
  throw new Error('the listing never ended');
}

async function rawList(body: unknown, bucket = 'listing') {
  const response = await fetch(`${backend.url}/storage/v1/object/list-v2/${bucket}`, {
    method: 'POST',
    headers: {
      // A secret key goes in `apikey` only, never as a bearer (docs/api-keys.md).
      apikey: backend.secretKey,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('listV2', () => {
  it('lists every object under a prefix by full name, byte-wise, without folders', async () => {
    const { data, error } = await listing().listV2({ prefix: 'a' });
    expect(error).toBeNull();
    expect(data?.folders).toEqual([]);
    expect(data?.objects.map((o) => o.name)).toEqual([
      'a.txt',
      'a/1.txt',
      'a/deep/x.txt',
      'ab.txt',
    ]);
    expect(data?.hasNext).toBe(false);
    expect(data?.objects[0]).toMatchObject({
      id: expect.any(String) as unknown,
      metadata: expect.objectContaining({ size: 5 }) as unknown,
    });
  });

  it('groups one level into folders named with a slash, keyed by their segment', async () => {
    const { data } = await listing().listV2({ with_delimiter: true });
    expect(data?.folders).toEqual([
      expect.objectContaining({ key: 'a', name: 'a/', id: null, metadata: null }),
      expect.objectContaining({ key: 'b', name: 'b/', id: null }),
    ]);
    expect(data?.objects.map((o) => [o.key, o.name])).toEqual([
      ['a.txt', 'a.txt'],
      ['ab.txt', 'ab.txt'],
      ['c.txt', 'c.txt'],
    ]);
    const inside = await listing().listV2({ prefix: 'a/', with_delimiter: true });
    expect(inside.data?.folders.map((f) => [f.key, f.name])).toEqual([['deep', 'a/deep/']]);
    expect(inside.data?.objects.map((o) => [o.key, o.name])).toEqual([['1.txt', 'a/1.txt']]);
  });

  it('pages through folders and files with the cursor, each entry once, both ways', async () => {
    // By name a file `a.txt` sorts before the folder `a/`: the first page holds both.
    const first = await listing().listV2({ with_delimiter: true, limit: 2 });
    expect(first.data?.folders.map((f) => f.name)).toEqual(['a/']);
    expect(first.data?.objects.map((o) => o.name)).toEqual(['a.txt']);
    expect(await allPages({ with_delimiter: true, limit: 2 })).toEqual({
      folders: ['a/', 'b/'],
      objects: ['a.txt', 'ab.txt', 'c.txt'],
      pages: 3,
    });
    const descending = { column: 'name', order: 'desc' } as const;
    expect(await allPages({ with_delimiter: true, limit: 2, sortBy: descending })).toEqual({
      folders: ['b/', 'a/'],
      objects: ['c.txt', 'ab.txt', 'a.txt'],
      pages: 3,
    });
    expect(await allPages({ limit: 3 })).toEqual({
      folders: [],
      objects: names.slice().sort(),
      pages: 3,
    });
  });

  it('sorts by creation time, a folder dated by its oldest object', async () => {
    const flat = await allPages({ limit: 2, sortBy: { column: 'created_at', order: 'asc' } });
    expect(flat.objects).toEqual(names);
    // Newest first: ab.txt, c.txt, a/ (a/1.txt), a.txt, b/ (b/2.txt, the first upload).
    const levels = await allPages({
      with_delimiter: true,
      limit: 2,
      sortBy: { column: 'created_at', order: 'desc' },
    });
    expect(levels).toEqual({
      folders: ['a/', 'b/'],
      objects: ['ab.txt', 'c.txt', 'a.txt'],
      pages: 3,
    });
  });

  it('shows a requester only what the policies let it select', async () => {
    const visitor = await supabaseFor(backend).storage.from('listing').listV2({});
    expect(visitor.error).toBeNull();
    expect(visitor.data?.objects).toEqual([]);
  });
});

describe('listV2 under attack', () => {
  it('refuses limits that are not whole numbers of at least one, and caps large ones', async () => {
    for (const limit of [0, -1, 1.5, 'NaN', null, Number.POSITIVE_INFINITY, [5], { n: 5 }]) {
      const answer = await rawList({ limit });
      expect(answer.status, String(limit)).toBe(400);
      expect(answer.body.statusCode, String(limit)).toBe('400');
    }
    const huge = await rawList({ limit: Number.MAX_SAFE_INTEGER });
    expect(huge.status).toBe(200);
    expect((huge.body.objects as unknown[]).length).toBe(names.length);
  });

  it('keeps a prefix inside the bucket: dots, traversal, NUL and huge prefixes', async () => {
    for (const prefix of ['../other/', '../', '..', 'other/secret', '%', '_', 'a/../b']) {
      const answer = await rawList({ prefix });
      expect(answer.status, prefix).toBe(200);
      const listed = (answer.body.objects as { name: string }[]).map((o) => o.name);
      expect(
        listed.every((name) => name.startsWith(prefix)),
        prefix,
      ).toBe(true);
      expect(
        listed.some((name) => name.includes('secret')),
        prefix,
      ).toBe(false);
    }
    expect((await rawList({ prefix: 'a\u0000' })).status).toBe(400);
    const long = await rawList({ prefix: 'a'.repeat(100_000) });
    expect(long).toMatchObject({ status: 200, body: { objects: [], hasNext: false } });
  });

  it('refuses a tampered cursor and reads an injected name as a plain name', async () => {
    const cursor = (text: string) => Buffer.from(text).toString('base64');
    for (const bad of [
      'not base64 at all!',
      cursor('x:1'),
      cursor('l:a\nc:id; drop table storage.objects'),
      cursor('l:a\no:sideways'),
      cursor('l:a\nc:created_at\na:not-a-date'),
      cursor('l:a\u0000'),
    ]) {
      const answer = await rawList({ cursor: bad });
      expect(answer.status, bad).toBe(400);
      expect(answer.body, bad).toMatchObject({ statusCode: '400', error: 'InvalidParameter' });
    }
    const injected = await rawList({ cursor: cursor("l:' or 1=1 --"), limit: 100 });
    expect(injected.status).toBe(200);
    expect((injected.body.objects as unknown[]).length).toBe(names.length);
    const sorted = await rawList({ sortBy: { column: 'name; drop table x' } });
    expect(sorted.status).toBe(400);
    const rows = await backend.db.query('select count(*)::int as n from storage.objects');
    expect(rows.rows).toEqual([{ n: names.length + 1 }]);
  });

  it('answers a bad bucket segment with a client error, never a server error', async () => {
    for (const bucket of ['%E0%A4%A', 'missing']) {
      const answer = await rawList({}, bucket);
      expect(answer.status, bucket).toBe(400);
      expect(answer.body, bucket).toMatchObject({ statusCode: '404', error: 'NoSuchBucket' });
    }
    for (const bucket of ['..', '%2E%2E', '.%2e']) {
      expect((await rawList({}, bucket)).status, bucket).toBe(400);
    }
  });
});
