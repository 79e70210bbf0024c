import { requestClaims } from '../auth/api-key';
import type { VerifiedClaims } from '../auth/tokens';
import { parseJsonBody } from '../http/body';
import { json, type Handler, type HttpRequest, type HttpResponse } from '../http/types';
import { createBucket, deleteBucket, getBucket, listBuckets } from './buckets';
import { storageError, storageErrors } from './errors';
import { listObjects, listOptions } from './object-list';
import { checkBucketId, checkObjectKey, splitBucketPath } from './object-key';
import { findReadable, serveObject } from './object-read';
import {
  copyObject,
  moveObject,
  pathsFrom,
  removeObjects,
  writeObject,
  type MoveRequest,
} from './object-write';
import type { StorageDeps } from './storage-deps';
import { readUploadBody } from './upload-body';

export const storagePrefix = '/storage/v1';

async function claimsOf(deps: StorageDeps, request: HttpRequest): Promise<VerifiedClaims> {
  const result = await requestClaims(request, deps.tokens);
  if (!result.ok) throw storageError(403, 'InvalidJWT', result.message);
  return result.claims;
}

function jsonBody(request: HttpRequest): Record<string, unknown> {
  let body: unknown;
  try {
    body = parseJsonBody(request.body);
  } catch {
    throw storageErrors.invalidRequest('Body is not valid JSON');
  }
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
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
  const id = rest === '' ? '' : checkBucketId(decodeURIComponent(rest));
  if (id === '' && request.method === 'GET') return json(200, await listBuckets(deps, claims));
  if (id === '' && request.method === 'POST') {
    return json(200, await createBucket(deps, claims, jsonBody(request)));
  }
  if (id !== '' && request.method === 'GET') return json(200, await getBucket(deps, claims, id));
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
  const claims = await claimsOf(deps, request);
  if (read) {
    const path = rest.startsWith('authenticated/') ? rest.slice('authenticated/'.length) : rest;
    const { bucket, name } = splitBucketPath(path);
    return serveObject(deps, request, await findReadable(deps, claims, bucket, name));
  }
  if (method === 'POST' && rest.startsWith('list/')) {
    const bucket = checkBucketId(decodeURIComponent(rest.slice('list/'.length)));
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
    const bucket = checkBucketId(decodeURIComponent(rest));
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
    if (path.startsWith('/object/'))
      return objectRoutes(deps, request, path.slice('/object/'.length));
    throw storageError(404, 'NotFound', 'Route not found');
  };
}
