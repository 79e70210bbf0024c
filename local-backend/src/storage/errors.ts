import { HttpError } from '../http/types';

/**
 * Storage API's error shape: `{ statusCode, code, error, message }` with the meaningful status
 * as a string in the body, while the HTTP status is 400 for every client error (500 otherwise),
 * exactly as storage-api answers and storage-js reads it.
 */
export function storageError(
  statusCode: number,
  code: string,
  message: string,
  error = code,
): HttpError {
  return new HttpError(statusCode >= 500 ? 500 : 400, {
    statusCode: String(statusCode),
    code,
    error,
    message,
  });
}

export const storageErrors = {
  noSuchBucket: () => storageError(404, 'NoSuchBucket', 'Bucket not found'),
  noSuchKey: () => storageError(404, 'NoSuchKey', 'Object not found'),
  invalidKey: (key: string) => storageError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidMimeType: (mimeType: string) =>
    storageError(415, 'InvalidMimeType', `mime type ${mimeType} is not supported`),
  entityTooLarge: () =>
    storageError(413, 'EntityTooLarge', 'The object exceeded the maximum allowed size'),
  keyAlreadyExists: () => storageError(409, 'Duplicate', 'The resource already exists'),
  accessDenied: (message = 'new row violates row-level security policy') =>
    storageError(403, 'AccessDenied', message),
  invalidJwt: (message: string) => storageError(400, 'InvalidJWT', message),
  /** storage-api's answer to a missing or unverifiable JWT (jose's message, e.g. for none). */
  unauthorized: (message: string) => storageError(403, 'AccessDenied', message, 'Unauthorized'),
  missingParameter: (name: string) =>
    storageError(400, 'MissingParameter', `Missing Required Parameter ${name}`),
  invalidRequest: (message: string) => storageError(400, 'InvalidRequest', message),
  invalidRange: () => storageError(416, 'InvalidRange', 'invalid range provided'),
  noContent: () => storageError(400, 'InvalidRequest', 'No content provided'),
};

interface PgLikeError {
  code: string;
  message: string;
}

function isPgError(error: unknown): error is PgLikeError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    'message' in error &&
    typeof error.message === 'string'
  );
}

/** Postgres errors as storage-api maps them: RLS and privileges become AccessDenied. */
export function fromPgError(error: unknown): unknown {
  if (!isPgError(error)) return error;
  if (error.code === '42501') return storageErrors.accessDenied();
  if (error.code === '23505') return storageErrors.keyAlreadyExists();
  if (error.code === '23503') return storageErrors.noSuchBucket();
  return error;
}
