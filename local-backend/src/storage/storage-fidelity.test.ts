import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../index';
import { startTestBackend, supabaseFor } from '../test-fixtures/test-backend';

// What storage-js calls beyond plain uploads and reads, answered as storage-api does.

let backend: LocalBackend;
let service: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend({ admin: null });
  service = supabaseFor(backend, backend.secretKey);
  const created = await service.storage.createBucket('fidelity', {
    public: false,
    fileSizeLimit: '20mb',
  });
  if (created.error) throw created.error;
  const uploaded = await service.storage
    .from('fidelity')
    .upload('a/b.txt', 'hello', { contentType: 'text/plain;charset=UTF-8' });
  if (uploaded.error) throw uploaded.error;
});

afterAll(async () => {
  await backend?.stop();
});

describe('storage-js fidelity', () => {
  it("reads '20mb' as 20,000,000 bytes and keeps the charset of a Content-Type", async () => {
    const bucket = await service.storage.getBucket('fidelity');
    expect(bucket.data?.file_size_limit).toBe(20_000_000);
    const info = await service.storage.from('fidelity').info('a/b.txt');
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({ name: 'a/b.txt', size: 5 });
    expect(info.data?.contentType).toBe('text/plain;charset=UTF-8');
  });

  it('signs download URLs that anyone holding them may read, and no other object', async () => {
    const files = service.storage.from('fidelity');
    const one = await files.createSignedUrl('a/b.txt', 60);
    expect(one.error).toBeNull();
    const read = await fetch(one.data?.signedUrl ?? '');
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('text/plain;charset=UTF-8');
    expect(await read.text()).toBe('hello');
    const forged = (one.data?.signedUrl ?? '').replace('a/b.txt', 'a/other.txt');
    expect((await fetch(forged)).status).toBe(400);

    const many = await files.createSignedUrls(['a/b.txt', 'missing.txt'], 60);
    expect(many.data?.map((entry) => entry.error)).toEqual([
      null,
      'Either the object does not exist or you do not have access to it',
    ]);
    expect((await fetch(many.data?.[0]?.signedUrl ?? '')).status).toBe(200);
    // A visitor cannot sign what it cannot read.
    const visitor = await supabaseFor(backend)
      .storage.from('fidelity')
      .createSignedUrl('a/b.txt', 60);
    expect(visitor.error).not.toBeNull();
  });

  it('signs an upload URL that a visitor may then upload to once', async () => {
    const signed = await service.storage.from('fidelity').createSignedUploadUrl('up/c.txt');
    expect(signed.error).toBeNull();
    const visitor = supabaseFor(backend).storage.from('fidelity');
    const token = signed.data?.token ?? '';
    const uploaded = await visitor.uploadToSignedUrl('up/c.txt', token, 'signed bytes', {
      contentType: 'text/plain',
    });
    expect(uploaded.error).toBeNull();
    expect(uploaded.data?.fullPath).toBe('fidelity/up/c.txt');
    const again = await visitor.uploadToSignedUrl('up/c.txt', token, 'other bytes');
    expect(again.error).not.toBeNull();
    const stored = await service.storage.from('fidelity').download('up/c.txt');
    expect(await stored.data?.text()).toBe('signed bytes');
    const elsewhere = await visitor.uploadToSignedUrl('up/d.txt', token, 'x');
    expect(elsewhere.error).not.toBeNull();
  });

  it('updates and empties a bucket', async () => {
    const updated = await service.storage.updateBucket('fidelity', {
      public: true,
      fileSizeLimit: '1kb',
    });
    expect(updated.error).toBeNull();
    const bucket = await service.storage.getBucket('fidelity');
    expect(bucket.data).toMatchObject({ public: true, file_size_limit: 1000 });
    const emptied = await service.storage.emptyBucket('fidelity');
    expect(emptied.error).toBeNull();
    // storage-api's wording (it queues the deletion); here the bucket is already empty.
    expect(emptied.data?.message).toBe(
      'Empty bucket has been queued. Completion may take up to an hour.',
    );
    expect((await service.storage.from('fidelity').list('a')).data).toEqual([]);
    expect((await service.storage.deleteBucket('fidelity')).error).toBeNull();
  });

  it('reads an apikey without Authorization as its role, and refuses a request with neither', async () => {
    const keyOnly = await fetch(`${backend.url}/storage/v1/bucket`, {
      headers: { apikey: backend.publishableKey },
    });
    expect(keyOnly.status).toBe(200);
    expect(await keyOnly.json()).toEqual([]);
    const create = (apikey: string) =>
      fetch(`${backend.url}/storage/v1/bucket`, {
        method: 'POST',
        headers: { apikey, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'key-only' }),
      });
    expect(await (await create(backend.publishableKey)).json()).toMatchObject({
      statusCode: '403',
    });
    expect((await create(backend.secretKey)).status).toBe(200);
    const neither = await fetch(`${backend.url}/storage/v1/bucket`);
    expect(neither.status).toBe(400);
    expect(await neither.json()).toEqual({
      statusCode: '403',
      code: 'AccessDenied',
      error: 'Unauthorized',
      message: 'Invalid Compact JWS',
    });
  });
});
