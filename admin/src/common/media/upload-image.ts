import type { InziraClient } from '@inzira/shared-data/client';
import { removeMediaImage, uploadMediaObject } from '@inzira/shared-data/media';
import { encodeVariants } from './encode-variants';

export interface UploadProgress {
  done: number;
  total: number;
}

/**
 * Stores every size of the image under `<folder>/<uuid>/<width>.webp` and answers the largest
 * one's URL (the srcset is derived from it). A failure removes what was already stored.
 */
export async function uploadImage(
  client: InziraClient,
  file: File,
  folder: string,
  onProgress: (progress: UploadProgress) => void,
): Promise<string> {
  const variants = await encodeVariants(file);
  const base = `${folder}/${crypto.randomUUID()}`;
  const total = variants.length;
  onProgress({ done: 0, total });
  let largestUrl = '';
  try {
    for (const [index, variant] of variants.entries()) {
      largestUrl = await uploadMediaObject(client, `${base}/${variant.width}.webp`, variant.blob);
      onProgress({ done: index + 1, total });
    }
  } catch (error) {
    if (largestUrl) await removeMediaImage(client, largestUrl).catch(() => undefined);
    throw error;
  }
  return largestUrl;
}
