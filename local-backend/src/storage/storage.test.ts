import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../index';
import { rawRequest } from '../test-fixtures/raw-request';
import { signedIn, startTestBackend, supabaseFor, testAdmin } from '../test-fixtures/test-backend';
import { join } from 'node:path';
import { repoRoot } from '../index';

// The real migrations: the `media` bucket and its policies are what is under test.
let backend: LocalBackend;
let admin: SupabaseClient;
let member: SupabaseClient;
let anon: SupabaseClient;

/** A few bytes that start like a JPEG; Storage trusts the declared type, as on Supabase. */
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);

beforeAll(async () => {
  backend = await startTestBackend({ migrationsDir: join(repoRoot, 'supabase', 'migrations') });
  admin = await signedIn(backend, testAdmin.email, testAdmin.password);
  const service = supabaseFor(backend, backend.secretKey);
  const member_ = { email: 'member@example.com', password: 'member-password' };
  const { error } = await service.auth.admin.createUser({ ...member_, email_confirm: true });
  if (error) throw error;
  member = await signedIn(backend, member_.email, member_.password);
  anon = supabaseFor(backend);
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

async function rawUpload(token: string, encodedName: string, type = 'image/jpeg') {
  const response = await fetch(`${backend.url}/storage/v1/object/media/${encodedName}`, {
    method: 'POST',
    headers: {
      apikey: backend.publishableKey,
      authorization: `Bearer ${token}`,
      'content-type': type,
    },
    body: jpeg,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function accessToken(client: SupabaseClient): Promise<string> {
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('not signed in');
  return data.session.access_token;
}

describe('storage-js against /storage/v1', () => {
  it('lets an administrator upload, list, read publicly, move and remove', async () => {
    const media = admin.storage.from('media');
    const uploaded = await media.upload('posts/a1/640.jpg', jpeg, { contentType: 'image/jpeg' });
    expect(uploaded.error).toBeNull();
    expect(uploaded.data?.fullPath).toBe('media/posts/a1/640.jpg');

    const listed = await media.list('posts/a1');
    expect(listed.data?.map((f) => f.name)).toEqual(['640.jpg']);
    expect(listed.data?.[0]?.metadata).toMatchObject({ size: jpeg.length, mimetype: 'image/jpeg' });
    const top = await media.list();
    expect(top.data?.map((f) => [f.name, f.id])).toEqual([['posts', null]]);

    const url = anon.storage.from('media').getPublicUrl('posts/a1/640.jpg').data.publicUrl;
    expect(url).toBe(`${backend.url}/storage/v1/object/public/media/posts/a1/640.jpg`);
    const read = await fetch(url);
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer())).toEqual(jpeg);
    expect(read.headers.get('content-type')).toBe('image/jpeg');
    expect(read.headers.get('cache-control')).toBe('max-age=3600');
    expect(read.headers.get('x-content-type-options')).toBe('nosniff');
    expect(read.headers.get('content-security-policy')).toContain('sandbox');
    const etag = read.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);

    const again = await fetch(url, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    const part = await fetch(url, { headers: { range: 'bytes=0-3' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-3/${jpeg.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(jpeg.subarray(0, 4));
    expect((await fetch(url, { headers: { range: 'bytes=999-' } })).status).toBe(416);

    const moved = await media.move('posts/a1/640.jpg', 'posts/a2/640.jpg');
    expect(moved.error).toBeNull();
    expect((await fetch(url)).status).toBe(400);
    const downloaded = await media.download('posts/a2/640.jpg');
    expect(Buffer.from(await (downloaded.data as Blob).arrayBuffer())).toEqual(jpeg);

    const removed = await media.remove(['posts/a2/640.jpg']);
    expect(removed.data?.map((f) => f.name)).toEqual(['posts/a2/640.jpg']);
    const gone = await fetch(url.replace('/a1/', '/a2/'));
    expect(gone.status).toBe(400);
    expect(await gone.json()).toMatchObject({ statusCode: '404', error: 'NoSuchKey' });
  });

  it('uploads a Blob as multipart, overwrites only with upsert, and refuses a duplicate', async () => {
    const media = admin.storage.from('media');
    const blob = new Blob([jpeg], { type: 'image/jpeg' });
    expect((await media.upload('blob/x.jpg', blob)).error).toBeNull();
    const duplicate = await media.upload('blob/x.jpg', blob);
    expect(duplicate.error).toMatchObject({ statusCode: '409' });
    const replaced = await media.upload(
      'blob/x.jpg',
      new Blob([jpeg, jpeg], { type: 'image/jpeg' }),
      {
        upsert: true,
      },
    );
    expect(replaced.error).toBeNull();
    const info = await media.list('blob');
    expect(info.data?.[0]?.metadata).toMatchObject({ size: jpeg.length * 2 });
    await media.remove(['blob/x.jpg']);
  });

  it('refuses uploads from visitors and from signed-in non-administrators', async () => {
    const fromAnon = await anon.storage.from('media').upload('evil/a.jpg', jpeg, {
      contentType: 'image/jpeg',
    });
    expect(fromAnon.error).toMatchObject({ statusCode: '403' });
    expect(fromAnon.error?.message).toContain('row-level security');
    const fromMember = await member.storage.from('media').upload('evil/b.jpg', jpeg, {
      contentType: 'image/jpeg',
    });
    expect(fromMember.error).toMatchObject({ statusCode: '403' });
    const rows = await backend.db.query(
      "select name from storage.objects where name like 'evil/%'",
    );
    expect(rows.rows).toEqual([]);
  });

  it('lets nobody but an administrator list, overwrite or delete an object', async () => {
    await admin.storage.from('media').upload('keep/k.jpg', jpeg, { contentType: 'image/jpeg' });
    expect((await anon.storage.from('media').list('keep')).data).toEqual([]);
    const removed = await member.storage.from('media').remove(['keep/k.jpg']);
    expect(removed.data).toEqual([]);
    const overwrite = await member.storage
      .from('media')
      .upload('keep/k.jpg', Buffer.from('x'), { contentType: 'image/jpeg', upsert: true });
    expect(overwrite.error).not.toBeNull();
    const moved = await anon.storage.from('media').move('keep/k.jpg', 'keep/stolen.jpg');
    expect(moved.error).toMatchObject({ statusCode: '404' });
    const still = await fetch(`${backend.url}/storage/v1/object/public/media/keep/k.jpg`);
    expect(Buffer.from(await still.arrayBuffer())).toEqual(jpeg);
  });

  it('refuses path traversal, absolute names, NUL and backslashes in object names', async () => {
    const token = await accessToken(admin);
    for (const name of [
      '..%2Fsecret.jpg',
      'a%2F..%2F..%2Fb.jpg',
      '%2Fetc%2Fpasswd',
      'a%00.jpg',
      'a%5C..%5Cb.jpg',
      'a%2F%2Fb.jpg',
    ]) {
      const result = await rawUpload(token, name);
      expect(result.status, name).toBe(400);
      expect(result.body, name).toMatchObject({ statusCode: '400', error: 'InvalidKey' });
    }
    const moved = await admin.storage.from('media').move('keep/k.jpg', '../outside.jpg');
    expect(moved.error).toMatchObject({ statusCode: '400' });
    const names = await backend.db.query<{ name: string }>('select name from storage.objects');
    expect(names.rows.every((r) => !r.name.includes('..') && !r.name.includes('\\'))).toBe(true);
  });

  it('refuses dot segments that URL parsing would resolve before routing', async () => {
    const token = await accessToken(admin);
    // `posts/.%2E/x.jpg` would become `x.jpg` in another folder once the URL is normalised.
    for (const path of ['posts/.%2E/x.jpg', 'posts/%2e%2E/x.jpg', 'posts/a/./x.jpg']) {
      const answer = await rawRequest(backend.url, `/storage/v1/object/media/${path}`, {
        method: 'POST',
        headers: {
          apikey: backend.publishableKey,
          authorization: `Bearer ${token}`,
          'content-type': 'image/jpeg',
        },
        body: 'x',
      });
      expect(answer.status, path).toBe(400);
      expect(JSON.parse(answer.text), path).toMatchObject({ error: 'InvalidKey' });
    }
    const names = await backend.db.query<{ name: string }>(
      "select name from storage.objects where name like '%x.jpg'",
    );
    expect(names.rows).toEqual([]);
  });

  it('refuses a wrong MIME type, SVG (script) and files over the bucket limit', async () => {
    const media = admin.storage.from('media');
    const html = await media.upload('x/page.html', Buffer.from('<script>alert(1)</script>'), {
      contentType: 'text/html',
    });
    expect(html.error).toMatchObject({ statusCode: '415' });
    expect(html.error?.message).toBe('mime type text/html is not supported');
    const svg = new Blob(
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      {
        type: 'image/svg+xml',
      },
    );
    const svgUpload = await media.upload('x/logo.svg', svg);
    expect(svgUpload.error).toMatchObject({ statusCode: '415' });
    const big = await media.upload('x/big.jpg', Buffer.alloc(5 * 1024 * 1024 + 1), {
      contentType: 'image/jpeg',
    });
    expect(big.error).toMatchObject({ statusCode: '413' });
    const rows = await backend.db.query("select name from storage.objects where name like 'x/%'");
    expect(rows.rows).toEqual([]);
  });

  it('offers storage.foldername/filename/extension to policies', async () => {
    const result = await backend.db.query<Record<string, unknown>>(
      `select storage.foldername('posts/a1/640.webp') as folders,
              storage.filename('posts/a1/640.webp') as file,
              storage.extension('posts/a1/640.webp') as ext`,
    );
    expect(result.rows[0]).toEqual({ folders: ['posts', 'a1'], file: '640.webp', ext: 'webp' });
  });

  it('lists the public media bucket with its limits for the service role only', async () => {
    const service = supabaseFor(backend, backend.secretKey);
    const bucket = await service.storage.getBucket('media');
    expect(bucket.data).toMatchObject({
      public: true,
      file_size_limit: 5242880,
      allowed_mime_types: expect.not.arrayContaining(['image/svg+xml']) as unknown,
    });
    expect((await anon.storage.listBuckets()).data).toEqual([]);
  });
});
