import { storageErrors } from './errors';

/**
 * Object names as storage-api accepts them, plus the refusals a file-backed store needs:
 * no empty, `.` or `..` segments, no leading slash, no backslash, no control characters
 * (NUL included), at most 1024 characters.
 */
export function checkObjectKey(key: string): string {
  const segments = key.split('/');
  const bad =
    key === '' ||
    key.length > 1024 ||
    key.startsWith('/') ||
    key.includes('\\') ||
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
    /[\u0000-\u001f\u007f]/.test(key) ||
    segments.some((s) => s === '' || s === '.' || s === '..');
  if (bad) throw storageErrors.invalidKey(key);
  return key;
}

/** A bucket id from one percent-encoded path segment; a malformed escape names no bucket. */
export function bucketFromSegment(segment: string): string {
  let id: string;
  try {
    id = decodeURIComponent(segment);
  } catch {
    throw storageErrors.noSuchBucket();
  }
  return checkBucketId(id);
}

export function checkBucketId(id: string): string {
  if (!/^[A-Za-z0-9_.-]{1,100}$/.test(id) || id === '.' || id === '..') {
    throw storageErrors.noSuchBucket();
  }
  return id;
}

/** `/object/<bucket>/<name…>` → bucket and name, with the name's percent-escapes decoded. */
export function splitBucketPath(rest: string): { bucket: string; name: string } {
  const slash = rest.indexOf('/');
  if (slash <= 0) throw storageErrors.missingParameter('key');
  let bucket: string;
  let name: string;
  try {
    bucket = decodeURIComponent(rest.slice(0, slash));
    name = decodeURIComponent(rest.slice(slash + 1));
  } catch {
    throw storageErrors.invalidKey(rest);
  }
  return { bucket: checkBucketId(bucket), name: checkObjectKey(name) };
}
