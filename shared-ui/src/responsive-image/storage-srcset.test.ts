import { describe, expect, it } from 'vitest';
import { storageSrcSet, storageVariant } from './storage-srcset';

const base =
  'http://127.0.0.1:54321/storage/v1/object/public/media/posts/0b6f1e2a-1111-4222-8333-444455556666';

describe('storageSrcSet', () => {
  it('lists every stored width up to the largest', () => {
    expect(storageSrcSet(`${base}/1100.webp`)).toBe(
      `${base}/320.webp 320w, ${base}/640.webp 640w, ${base}/960.webp 960w, ${base}/1100.webp 1100w`,
    );
    expect(storageSrcSet(`${base}/300.webp`)).toBe(`${base}/300.webp 300w`);
  });

  it('leaves other URLs alone', () => {
    expect(storageSrcSet('https://images.example.com/photo.jpg')).toBeUndefined();
    expect(storageSrcSet(`${base}/1100.jpg`)).toBeUndefined();
    expect(storageSrcSet(null)).toBeUndefined();
  });

  it('picks the nearest stored variant for a thumbnail', () => {
    expect(storageVariant(`${base}/1920.webp`, 400)).toBe(`${base}/640.webp`);
    expect(storageVariant(`${base}/500.webp`, 1000)).toBe(`${base}/500.webp`);
  });
});
