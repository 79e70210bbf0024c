import type { InziraClient } from '../client';

/** The public bucket of every site image (supabase/migrations/20261124030100_media_bucket.sql). */
export const mediaBucket = 'media';
/** The bucket's own limit per stored file. */
export const mediaFileSizeLimit = 5 * 1024 * 1024;
export const mediaImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];

type StorageClient = Pick<InziraClient, 'storage'>;

interface StorageLikeError {
  message: string;
  statusCode?: string;
}

/** Storage's refusals in words an administrator can act on. */
export function mediaErrorMessage(error: StorageLikeError): string {
  switch (error.statusCode) {
    case '413':
      return 'The image is too large for the media library (5 MB per file).';
    case '415':
      return 'This file type is not accepted: use a JPEG, PNG, WebP, GIF or AVIF image.';
    case '403':
      return 'You do not have permission to upload images.';
    case '409':
      return 'An image with this name already exists.';
    default:
      return /fetch|network/i.test(error.message)
        ? 'The upload failed: could not reach the server. Check the connection and try again.'
        : `The upload failed: ${error.message}`;
  }
}

/** Uploads one file (never overwriting) and answers its public URL. */
export async function uploadMediaObject(
  client: StorageClient,
  path: string,
  file: Blob,
): Promise<string> {
  const bucket = client.storage.from(mediaBucket);
  const { error } = await bucket.upload(path, file, {
    contentType: file.type,
    // Every path is new (a fresh folder per image), so browsers may keep it for a year.
    cacheControl: '31536000',
    upsert: false,
  });
  if (error) throw new Error(mediaErrorMessage(error));
  return bucket.getPublicUrl(path).data.publicUrl;
}

const publicPrefix = `/storage/v1/object/public/${mediaBucket}/`;

/** The folder of an uploaded image (`posts/<uuid>`), or null for any other URL. */
export function mediaFolderOf(
  client: StorageClient,
  url: string | null | undefined,
): string | null {
  if (!url) return null;
  const base = client.storage.from(mediaBucket).getPublicUrl('x').data.publicUrl.slice(0, -1);
  const start = url.startsWith(base) ? base.length : -1;
  if (start < 0 || !url.includes(publicPrefix)) return null;
  const path = decodeURIComponent(url.slice(start).split(/[?#]/)[0] ?? '');
  const slash = path.lastIndexOf('/');
  return slash > 0 ? path.slice(0, slash) : null;
}

/** Deletes every stored size of an uploaded image; other URLs are left alone. */
export async function removeMediaImage(
  client: StorageClient,
  url: string | null | undefined,
): Promise<void> {
  const folder = mediaFolderOf(client, url);
  if (!folder) return;
  const bucket = client.storage.from(mediaBucket);
  const { data, error } = await bucket.list(folder);
  if (error) throw new Error(mediaErrorMessage(error));
  const files = data.filter((entry) => entry.id !== null).map((entry) => `${folder}/${entry.name}`);
  if (files.length === 0) return;
  const removed = await bucket.remove(files);
  if (removed.error) throw new Error(mediaErrorMessage(removed.error));
}
