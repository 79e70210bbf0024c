import { HttpError } from '../http/types';
import type { ApiRole } from '../auth/tokens';

interface PostgresError {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

function isPostgresError(error: unknown): error is PostgresError {
  return (
    error instanceof Error &&
    'code' in error &&
    typeof error.code === 'string' &&
    /^[0-9A-Z]{5}$/.test(error.code)
  );
}

/** PostgREST's SQLSTATE -> HTTP status table (the parts a Supabase app meets). */
function statusFor(code: string, role: ApiRole): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23505' || code === '23503') return 409;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '25006') return 405;
  if (code === '40001') return 409;
  if (code.startsWith('08') || code.startsWith('53')) return 503;
  if (code.startsWith('54')) return 413;
  if (code.startsWith('0L') || code.startsWith('0P')) return 403;
  if (
    code.startsWith('XX') ||
    code.startsWith('55') ||
    code.startsWith('57') ||
    code.startsWith('58')
  )
    return 500;
  return 400;
}

/** Turns a Postgres error into PostgREST's JSON answer; anything else is rethrown. */
export function toHttpError(error: unknown, role: ApiRole): unknown {
  if (error instanceof HttpError || !isPostgresError(error)) return error;
  return new HttpError(statusFor(error.code, role), {
    code: error.code,
    message: error.message,
    details: error.detail ?? null,
    hint: error.hint ?? null,
  });
}
