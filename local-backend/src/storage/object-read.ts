import type { VerifiedClaims } from '../auth/tokens';
import { header, type HttpRequest, type HttpResponse } from '../http/types';
import { storageErrors } from './errors';
import {
  asRequester,
  bucketSettings,
  objectColumns,
  type ObjectRow,
  type StorageDeps,
} from './storage-deps';

/**
 * Stored files are user content: the browser must never sniff them into HTML or run them, even
 * when opened directly, so every read carries `nosniff` and a sandboxing CSP.
 */
export const contentSafetyHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

/** Public buckets are read by the service itself; other reads go through the policies. */
export async function findReadable(
  deps: StorageDeps,
  claims: VerifiedClaims | null,
  bucketId: string,
  name: string,
): Promise<ObjectRow> {
  const sql = `select ${objectColumns} from storage.objects where bucket_id = $1 and name = $2`;
  let row: ObjectRow | undefined;
  if (claims === null) {
    const bucket = await bucketSettings(deps, bucketId).catch(() => undefined);
    // A private bucket's objects are not found through the public route, as on Supabase.
    if (!bucket?.public) throw storageErrors.noSuchKey();
    row = (await deps.db.query<ObjectRow>(sql, [bucketId, name])).rows[0];
  } else {
    row = await asRequester(
      deps,
      claims,
      async (tx) => (await tx.query<ObjectRow>(sql, [bucketId, name])).rows[0],
    );
  }
  if (!row) throw storageErrors.noSuchKey();
  return row;
}

function metaString(row: ObjectRow, key: string, fallback: string): string {
  const value = row.metadata?.[key];
  return typeof value === 'string' ? value : fallback;
}

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` (one range); undefined when absent. */
function parseRange(
  value: string | undefined,
  size: number,
): { start: number; end: number } | 'invalid' | undefined {
  if (!value) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(value.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'invalid';
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'invalid';
    return { start: Math.max(size - suffix, 0), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'invalid';
  return { start, end };
}

export function disposition(request: HttpRequest, name: string): Record<string, string> {
  const download = request.url.searchParams.get('download');
  if (download === null) return {};
  const file = download || name.split('/').pop() || 'download';
  return { 'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file)}` };
}

/** The object's bytes with ETag/Cache-Control/Last-Modified, 304 on a matching ETag, Range. */
export async function serveObject(
  deps: StorageDeps,
  request: HttpRequest,
  row: ObjectRow,
): Promise<HttpResponse> {
  const bytes = row.version ? await deps.blobs.get(row.version) : undefined;
  if (!bytes) throw storageErrors.noSuchKey();
  const etag = metaString(row, 'eTag', `"${row.version ?? row.id}"`);
  const headers: Record<string, string> = {
    'Content-Type': metaString(row, 'mimetype', 'application/octet-stream'),
    'Cache-Control': metaString(row, 'cacheControl', 'max-age=3600'),
    ETag: etag,
    'Last-Modified': new Date(row.updated_at).toUTCString(),
    'Accept-Ranges': 'bytes',
    ...contentSafetyHeaders,
    ...disposition(request, row.name),
  };
  const ifNoneMatch = header(request, 'if-none-match');
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) {
    return { status: 304, headers };
  }
  const range = parseRange(header(request, 'range'), bytes.length);
  if (range === 'invalid') {
    return {
      status: 416,
      headers: { ...headers, 'Content-Range': `bytes */${bytes.length}` },
    };
  }
  if (range) {
    const part = bytes.subarray(range.start, range.end + 1);
    return {
      status: 206,
      headers: {
        ...headers,
        'Content-Range': `bytes ${range.start}-${range.end}/${bytes.length}`,
        'Content-Length': String(part.length),
      },
      body: part,
    };
  }
  return {
    status: 200,
    headers: { ...headers, 'Content-Length': String(bytes.length) },
    body: bytes,
  };
}
