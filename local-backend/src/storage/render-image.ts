import type { VerifiedClaims } from '../auth/tokens';
import { header, type HttpRequest, type HttpResponse } from '../http/types';
import { storageError, storageErrors } from './errors';
import {
  optionsFromSegments,
  queryOptions,
  transformSegments,
  type TransformOptions,
} from './image-options';
import { renderImage, type RenderedImage } from './image-render';
import { splitBucketPath } from './object-key';
import { contentSafetyHeaders, disposition, findReadable } from './object-read';
import { claimsOf } from './request-claims';
import { checkDownloadToken } from './signed-urls';
import type { ObjectRow, StorageDeps } from './storage-deps';

/**
 * At most two images are rendered at once and eight wait; more answer 429 as Supabase's
 * render rate limit does. Rendering is CPU work that anyone may ask of a public image.
 */
const maxRendering = 2;
const maxWaiting = 8;
let rendering = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (rendering >= maxRendering) {
    if (waiting.length >= maxWaiting) {
      throw storageError(429, 'InvalidRequest', 'Too many requests');
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else rendering++;
  try {
    return await work();
  } finally {
    // The turn passes to the next waiter, or is given back.
    const next = waiting.shift();
    if (next) next();
    else rendering--;
  }
}

function metaString(row: ObjectRow, key: string): string | undefined {
  const value = row.metadata?.[key];
  return typeof value === 'string' ? value : undefined;
}

/** The object transformed, with storage-api's headers (`X-Transformations`, no Range). */
async function renderObject(
  deps: StorageDeps,
  request: HttpRequest,
  row: ObjectRow,
  options: TransformOptions,
  expires?: Date,
): Promise<HttpResponse> {
  const source = row.version ? await deps.blobs.get(row.version) : undefined;
  if (!source) throw storageErrors.noSuchKey();
  const image: RenderedImage = await inTurn(() =>
    renderImage(source, options, header(request, 'accept')),
  );
  const transformations = transformSegments(options).join(',');
  const etag = metaString(row, 'eTag');
  const headers: Record<string, string> = {
    'Content-Type': image.mimeType,
    'Content-Length': String(image.bytes.length),
    'Accept-Ranges': 'bytes',
    'Last-Modified': new Date(row.updated_at).toUTCString(),
    'X-Robots-Tag': 'none',
    ...(etag ? { ETag: etag } : {}),
    ...(transformations ? { 'X-Transformations': transformations } : {}),
    // A signed URL's answer lasts as long as its token; others follow the object's setting.
    ...(expires
      ? { Expires: expires.toUTCString() }
      : { 'Cache-Control': metaString(row, 'cacheControl') ?? 'max-age=3600' }),
    ...contentSafetyHeaders,
    ...disposition(request, row.name),
  };
  return { status: 200, headers, body: image.bytes };
}

/** Signed renders are read by the service itself: the token is the permission. */
const serviceClaims: VerifiedClaims = { role: 'service_role' };

/**
 * `GET /render/image/public|authenticated|sign/<bucket>/<name>`: Supabase's image
 * transformations. Public reads need a public bucket, authenticated ones go through the
 * policies, signed ones carry their transformations in the token (query options are ignored).
 */
export async function renderRoutes(
  deps: StorageDeps,
  request: HttpRequest,
  rest: string,
): Promise<HttpResponse> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    throw storageError(404, 'NotFound', 'Route not found');
  }
  const params = request.url.searchParams;
  if (rest.startsWith('public/')) {
    const { bucket, name } = splitBucketPath(rest.slice('public/'.length));
    const options = queryOptions(params);
    return renderObject(deps, request, await findReadable(deps, null, bucket, name), options);
  }
  if (rest.startsWith('authenticated/')) {
    const { bucket, name } = splitBucketPath(rest.slice('authenticated/'.length));
    const options = queryOptions(params);
    const claims = await claimsOf(deps, request);
    return renderObject(deps, request, await findReadable(deps, claims, bucket, name), options);
  }
  if (rest.startsWith('sign/')) {
    const { bucket, name } = splitBucketPath(rest.slice('sign/'.length));
    const granted = await checkDownloadToken(deps, params.get('token'), bucket, name);
    const row = await findReadable(deps, serviceClaims, bucket, name);
    const options = optionsFromSegments(granted.transformations);
    return renderObject(deps, request, row, options, granted.expires);
  }
  throw storageError(404, 'NotFound', 'Route not found');
}
