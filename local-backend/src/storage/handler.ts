import type { VerifiedClaims } from '../auth/tokens';
import { parseJsonBody } from '../http/body';
import { json, type Handler, type HttpRequest, type HttpResponse } from '../http/types';
import { createBucket, deleteBucket, getBucket, listBuckets, updateBucket } from './buckets';
import { storageError, storageErrors } from './errors';
import { transformOptions, transformSegments } from './image-options';
import { listV2Options } from './list-v2-options';
import { listObjects, listOptions } from './object-list';
import { listObjectsV2 } from './object-list-v2';
import { bucketFromSegment, checkBucketId, checkObjectKey, splitBucketPath } from './object-key';
import { findReadable, serveObject } from './object-read';
import { renderRoutes } from './render-image';
import { claimsOf } from './request-claims';
import {
  copyObject,
  moveObject,
  pathsFrom,
  removeObjects,
  writeObject,
  type MoveRequest,
} from './object-write';
import {
  checkDownloadToken,
  checkUploadToken,
  expiresInFrom,
  signedDownloadUrl,
  signedUploadUrl,
} from './signed-urls';
import { bucketSettings, type ObjectRow, type StorageDeps } from './storage-deps';
import { readUploadBody } from './upload-body';

export const storagePrefix = '/storage/v1';

/** Reads granted by a signed URL are the service's own. */
const serviceClaims: VerifiedClaims = { role: 'service_role' };

/** `POST /object/sign/<bucket>` with `paths`: one answer per path, errors inline. */
async function signMany(
  deps: StorageDeps,
  claims: VerifiedClaims,
  bucket: string,
  paths: string[],
  expiresIn: number,
) {
  const answers = [];
  for (const path of paths) {
    try {
      const signedURL = await signedDownloadUrl(
        deps,
        claims,
        bucket,
        checkObjectKey(path),
        expiresIn,
      );
      answers.push({ error: null, path, signedURL });
    } catch {
      answers.push({
        error: 'Either the object does not exist or you do not have access to it',
        path,
        signedURL: null,
      });
    }
  }
  return answers;
}

/** storage-api's object info (storage-js turns the keys to camelCase). */
function objectInfo(row: ObjectRow) {
  const meta = row.metadata ?? {};
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: meta.size ?? null,
    content_type: meta.mimetype ?? null,
    cache_control: meta.cacheControl ?? null,
    etag: meta.eTag ?? null,
    metadata: row.user_metadata ?? {},
    last_modified: row.updated_at,
    created_at: row.created_at,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function jsonBody(request: HttpRequest): Record<string, unknown> {
  let body: unknown;
  try {
    body = parseJsonBody(request.body);
  } catch {
    throw storageErrors.invalidRequest('Body is not valid JSON');
  }
  return isRecord(body) ? body : {};
}

function moveRequest(request: HttpRequest): MoveRequest {
  const body = jsonBody(request);
  const { bucketId, sourceKey, destinationKey, destinationBucket } = body;
  if (typeof bucketId !== 'string') throw storageErrors.missingParameter('bucketId');
  if (typeof sourceKey !== 'string') throw storageErrors.missingParameter('sourceKey');
  if (typeof destinationKey !== 'string') throw storageErrors.missingParameter('destinationKey');
  return {
    bucketId: checkBucketId(bucketId),
    sourceKey: checkObjectKey(sourceKey),
    destinationKey,
    destinationBucket:
      typeof destinationBucket === 'string' ? checkBucketId(destinationBucket) : bucketId,
  };
}

async function bucketRoutes(
  deps: StorageDeps,
  request: HttpRequest,
  rest: string,
): Promise<HttpResponse> {
  const claims = await claimsOf(deps, request);
  if (request.method === 'POST' && rest.endsWith('/empty')) {
    const bucket = bucketFromSegment(rest.slice(0, -'/empty'.length));
    await bucketSettings(deps, bucket);
    const names = await deps.db.query<{ name: string }>(
      'select name from storage.objects where bucket_id = $1',
      [bucket],
    );
    // As the requester: the policies decide which objects go.
    await removeObjects(
      deps,
      claims,
      bucket,
      names.rows.map((row) => row.name),
    );
    // storage-api queues the deletion and always answers so; here it is already done.
    return json(200, {
      message: 'Empty bucket has been queued. Completion may take up to an hour.',
    });
  }
  const id = rest === '' ? '' : bucketFromSegment(rest);
  if (id === '' && request.method === 'GET') return json(200, await listBuckets(deps, claims));
  if (id === '' && request.method === 'POST') {
    return json(200, await createBucket(deps, claims, jsonBody(request)));
  }
  if (id !== '' && request.method === 'GET') return json(200, await getBucket(deps, claims, id));
  if (id !== '' && request.method === 'PUT') {
    return json(200, await updateBucket(deps, claims, id, jsonBody(request)));
  }
  if (id !== '' && request.method === 'DELETE') {
    return json(200, await deleteBucket(deps, claims, id));
  }
  throw storageError(404, 'NotFound', 'Route not found');
}

async function objectRoutes(
  deps: StorageDeps,
  request: HttpRequest,
  rest: string,
): Promise<HttpResponse> {
  const { method } = request;
  const read = method === 'GET' || method === 'HEAD';
  if (read && rest.startsWith('public/')) {
    const { bucket, name } = splitBucketPath(rest.slice('public/'.length));
    return serveObject(deps, request, await findReadable(deps, null, bucket, name));
  }
  if (read && rest.startsWith('sign/')) {
    const { bucket, name } = splitBucketPath(rest.slice('sign/'.length));
    await checkDownloadToken(deps, request.url.searchParams.get('token'), bucket, name);
    return serveObject(deps, request, await findReadable(deps, serviceClaims, bucket, name));
  }
  if (
    (method === 'PUT' || method === 'POST') &&
    rest.startsWith('upload/sign/') &&
    request.url.searchParams.has('token')
  ) {
    const { bucket, name } = splitBucketPath(rest.slice('upload/sign/'.length));
    const granted = await checkUploadToken(
      deps,
      request.url.searchParams.get('token'),
      bucket,
      name,
    );
    const body = await readUploadBody(request);
    const written = await writeObject(
      deps,
      granted.claims,
      bucket,
      name,
      body,
      granted.upsert ? 'upsert' : 'create',
    );
    return json(200, { Key: written.Key });
  }
  const claims = await claimsOf(deps, request);
  if (read && rest.startsWith('info/')) {
    const path = rest.slice('info/'.length).replace(/^(?:authenticated|public)\//, '');
    const { bucket, name } = splitBucketPath(path);
    return json(200, objectInfo(await findReadable(deps, claims, bucket, name)));
  }
  if (method === 'POST' && rest.startsWith('sign/')) {
    const target = rest.slice('sign/'.length);
    const body = jsonBody(request);
    const expiresIn = expiresInFrom(body.expiresIn);
    if (!target.includes('/')) {
      const bucket = bucketFromSegment(target);
      return json(200, await signMany(deps, claims, bucket, pathsFrom(body.paths), expiresIn));
    }
    const { bucket, name } = splitBucketPath(target);
    const transform = isRecord(body.transform)
      ? transformSegments(transformOptions(body.transform, 'body/transform'), true).join(',')
      : '';
    return json(200, {
      signedURL: await signedDownloadUrl(deps, claims, bucket, name, expiresIn, transform),
    });
  }
  if (method === 'POST' && rest.startsWith('upload/sign/')) {
    const { bucket, name } = splitBucketPath(rest.slice('upload/sign/'.length));
    const upsert = request.headers['x-upsert'] === 'true';
    return json(200, { url: await signedUploadUrl(deps, claims, bucket, name, upsert) });
  }
  if (read) {
    const path = rest.startsWith('authenticated/') ? rest.slice('authenticated/'.length) : rest;
    const { bucket, name } = splitBucketPath(path);
    return serveObject(deps, request, await findReadable(deps, claims, bucket, name));
  }
  if (method === 'POST' && rest.startsWith('list-v2/')) {
    const bucket = bucketFromSegment(rest.slice('list-v2/'.length));
    return json(200, await listObjectsV2(deps, claims, bucket, listV2Options(jsonBody(request))));
  }
  if (method === 'POST' && rest.startsWith('list/')) {
    const bucket = bucketFromSegment(rest.slice('list/'.length));
    return json(200, await listObjects(deps, claims, bucket, listOptions(jsonBody(request))));
  }
  if (method === 'POST' && rest === 'move') {
    await moveObject(deps, claims, moveRequest(request));
    return json(200, { message: 'Successfully moved' });
  }
  if (method === 'POST' && rest === 'copy') {
    return json(200, await copyObject(deps, claims, moveRequest(request)));
  }
  if (method === 'DELETE' && !rest.includes('/')) {
    const bucket = bucketFromSegment(rest);
    const paths = pathsFrom(jsonBody(request).prefixes);
    return json(200, await removeObjects(deps, claims, bucket, paths));
  }
  const { bucket, name } = splitBucketPath(rest);
  if (method === 'DELETE') {
    const removed = await removeObjects(deps, claims, bucket, [name]);
    if (removed.length === 0) throw storageErrors.noSuchKey();
    return json(200, { message: 'Successfully deleted' });
  }
  if (method === 'POST' || method === 'PUT') {
    const body = await readUploadBody(request);
    const upsert = method === 'POST' && request.headers['x-upsert'] === 'true';
    const mode = method === 'PUT' ? 'update' : upsert ? 'upsert' : 'create';
    return json(200, await writeObject(deps, claims, bucket, name, body, mode));
  }
  throw storageError(404, 'NotFound', 'Route not found');
}

/** Supabase Storage's HTTP API (the part storage-js uses), on the local database. */
export function createStorageHandler(deps: StorageDeps): Handler {
  return async (request) => {
    const path = request.url.pathname.slice(storagePrefix.length);
    if (path === '/bucket' || path.startsWith('/bucket/')) {
      return bucketRoutes(deps, request, path.slice('/bucket/'.length));
    }
    if (path.startsWith('/render/image/')) {
      return renderRoutes(deps, request, path.slice('/render/image/'.length));
    }
    if (path.startsWith('/object/'))
      return objectRoutes(deps, request, path.slice('/object/'.length));
    throw storageError(404, 'NotFound', 'Route not found');
  };
}
