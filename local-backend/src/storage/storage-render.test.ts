import type { SupabaseClient } from '@supabase/supabase-js';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../index';
import { startTestBackend, supabaseFor } from '../test-fixtures/test-backend';

// Image transformations (`/render/image/...`) as Supabase's imgproxy-based service answers them.

let backend: LocalBackend;
let service: SupabaseClient;
let photo: Buffer;

/** A small PNG whose header claims 10000 × 10000 pixels (100 MP): a decompression bomb's shape. */
function claimedHugePng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(10_000, 0);
  header.writeUInt32BE(10_000, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1000))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

beforeAll(async () => {
  backend = await startTestBackend({ admin: null });
  service = supabaseFor(backend, backend.secretKey);
  photo = await sharp({
    create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .jpeg()
    .toBuffer();
  for (const [bucket, isPublic] of [
    ['pics', true],
    ['vault', false],
  ] as const) {
    const created = await service.storage.createBucket(bucket, { public: isPublic });
    if (created.error) throw created.error;
  }
  const uploads: [string, string, Buffer, string][] = [
    ['pics', 'photo.jpg', photo, 'image/jpeg'],
    ['pics', 'notes.txt', Buffer.from('not an image'), 'text/plain'],
    ['pics', 'bomb.png', claimedHugePng(), 'image/png'],
    ['pics', 'logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
    ['vault', 'photo.jpg', photo, 'image/jpeg'],
  ];
  for (const [bucket, name, bytes, contentType] of uploads) {
    const uploaded = await service.storage.from(bucket).upload(name, bytes, { contentType });
    if (uploaded.error) throw uploaded.error;
  }
});

afterAll(async () => {
  await backend?.stop();
});

const render = (path: string, init?: RequestInit) =>
  fetch(`${backend.url}/storage/v1/render/image/${path}`, init);

async function picture(response: Response) {
  const bytes = Buffer.from(await response.arrayBuffer());
  const { width, height, format } = await sharp(bytes).metadata();
  return { width, height, format, size: bytes.length };
}

describe('image transformations', () => {
  it('resizes a public image as cover, contain or fill, and names what it did', async () => {
    const cover = await render('public/pics/photo.jpg?width=100&height=100');
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toBe('image/jpeg');
    expect(cover.headers.get('x-transformations')).toBe('height:100,width:100,resizing_type:fill');
    expect(await picture(cover)).toMatchObject({ width: 100, height: 100, format: 'jpeg' });
    const contain = await render('public/pics/photo.jpg?width=100&height=100&resize=contain');
    expect(contain.headers.get('x-transformations')).toContain('resizing_type:fit');
    expect(await picture(contain)).toMatchObject({ width: 100, height: 75 });
    const fill = await render('public/pics/photo.jpg?width=100&height=100&resize=fill');
    expect(await picture(fill)).toMatchObject({ width: 100, height: 100 });
    const widthOnly = await render('public/pics/photo.jpg?width=200');
    expect(await picture(widthOnly)).toMatchObject({ width: 200, height: 150 });
  });

  it('answers WebP to a browser that accepts it, unless format=origin', async () => {
    const accept = { headers: { accept: 'image/avif,image/webp,*/*' } };
    const auto = await render('public/pics/photo.jpg?width=50', accept);
    expect(auto.headers.get('content-type')).toBe('image/webp');
    expect((await picture(auto)).format).toBe('webp');
    const origin = await render('public/pics/photo.jpg?width=50&format=origin', accept);
    expect(origin.headers.get('content-type')).toBe('image/jpeg');
    const avif = await render('public/pics/photo.jpg?width=50&format=avif');
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(avif.headers.get('x-transformations')).toContain('format:avif');
  });

  it('lowers the quality on request and never enlarges', async () => {
    const low = await picture(await render('public/pics/photo.jpg?width=300&quality=20'));
    const high = await picture(await render('public/pics/photo.jpg?width=300&quality=100'));
    expect(low.size).toBeLessThan(high.size);
    const larger = await render('public/pics/photo.jpg?width=1200');
    expect(await picture(larger)).toMatchObject({ width: 400, height: 300 });
  });

  it('keeps private images private: public route, policies, signed URLs', async () => {
    const viaPublic = await render('public/vault/photo.jpg?width=50');
    expect(viaPublic.status).toBe(400);
    const visitor = await supabaseFor(backend)
      .storage.from('vault')
      .download('photo.jpg', { transform: { width: 50 } });
    expect(visitor.error).not.toBeNull();
    const owner = await service.storage
      .from('vault')
      .download('photo.jpg', { transform: { width: 50, height: 50 } });
    expect(owner.error).toBeNull();
    expect(owner.data?.type).toBe('image/jpeg');

    const signed = await service.storage
      .from('vault')
      .createSignedUrl('photo.jpg', 60, { transform: { width: 80, height: 60, quality: 60 } });
    const url = signed.data?.signedUrl ?? '';
    expect(url).toContain('/render/image/sign/vault/photo.jpg?token=');
    const read = await fetch(url);
    expect(read.status).toBe(200);
    expect(read.headers.get('x-transformations')).toBe(
      'height:60,width:80,resizing_type:fill,quality:60',
    );
    expect(read.headers.get('expires')).not.toBeNull();
    expect(await picture(read)).toMatchObject({ width: 80, height: 60 });
    // The token fixes the transformation: query options cannot change it.
    const widened = await fetch(`${url}&width=2500&height=2500`);
    expect(await picture(widened)).toMatchObject({ width: 80, height: 60 });
    const otherObject = await fetch(url.replace('/photo.jpg?', '/other.jpg?'));
    expect(otherObject.status).toBe(400);
  });
});

describe('image transformations under attack', () => {
  it('clamps huge sizes to 2500 and refuses negative, fractional and non-numeric ones', async () => {
    const huge = await render('public/pics/photo.jpg?width=99999&height=99999');
    expect(huge.status).toBe(200);
    expect(huge.headers.get('x-transformations')).toBe('height:2500,width:2500,resizing_type:fill');
    expect(await picture(huge)).toMatchObject({ width: 400, height: 300 });
    for (const query of [
      'width=-5',
      'width=NaN',
      'width=1.5',
      'width=1e3',
      `width=${'9'.repeat(30)}`,
      'height=Infinity',
      'quality=5',
      'quality=101',
      'resize=stretch',
      'format=gif',
      'gravity=fp&x_offset=2&y_offset=0',
    ]) {
      const answer = await render(`public/pics/photo.jpg?${query}`);
      expect(answer.status, query).toBe(400);
      expect(((await answer.json()) as { statusCode: string }).statusCode, query).toBe('400');
    }
  });

  it('refuses what is no image, a decompression bomb and SVG, without rendering', async () => {
    for (const name of ['notes.txt', 'logo.svg']) {
      const answer = await render(`public/pics/${name}?width=10`);
      expect(answer.status, name).toBe(400);
      expect(await answer.json(), name).toMatchObject({
        message: 'The source image is invalid or unsupported for rendering',
      });
    }
    const bomb = await render('public/pics/bomb.png?width=10');
    expect(bomb.status).toBe(400);
    expect(await bomb.json()).toMatchObject({
      message: 'The source image resolution is too large to process',
    });
  });

  it('refuses traversal in the rendered path and a missing object', async () => {
    for (const path of ['public/pics/..%2Fvault%2Fphoto.jpg', 'public/pics/a%2F..%2Fphoto.jpg']) {
      const answer = await render(`${path}?width=10`);
      expect(answer.status, path).toBe(400);
      expect(await answer.json(), path).toMatchObject({ error: 'InvalidKey' });
    }
    const missing = await render('public/pics/missing.jpg?width=10');
    expect(await missing.json()).toMatchObject({ statusCode: '404' });
  });

  it('never takes a download token for an upload, nor an upload token for a download', async () => {
    const files = service.storage.from('pics');
    const download = await files.createSignedUrl('photo.jpg', 60);
    const downloadToken = new URL(download.data?.signedUrl ?? '').searchParams.get('token') ?? '';
    // Once the object is gone, its read token must not let anyone write a new one there.
    await files.copy('photo.jpg', 'kept.jpg');
    await files.remove(['photo.jpg']);
    const replay = await supabaseFor(backend)
      .storage.from('pics')
      .uploadToSignedUrl('photo.jpg', downloadToken, Buffer.from('evil'), {
        contentType: 'image/jpeg',
      });
    expect(replay.error).not.toBeNull();
    const upload = await files.createSignedUploadUrl('fresh.jpg');
    const read = await fetch(
      `${backend.url}/storage/v1/object/sign/pics/fresh.jpg?token=${upload.data?.token ?? ''}`,
    );
    expect(read.status).toBe(400);
    expect(await read.json()).toMatchObject({ message: 'Token is not scoped for download' });
    await files.move('kept.jpg', 'photo.jpg');
  });
});
