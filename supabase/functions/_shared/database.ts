import type { Database } from '@inzira/contract/database.ts';
import { resolveEnv } from '@supabase/server/core';
import { createClient } from '@supabase/supabase-js';
import { RequestError } from './request-error.ts';

/**
 * The service client, on the project's `default` secret key, which the platform gives every
 * function in `SUPABASE_SECRET_KEYS` (docs/api-keys.md): only functions hold it; visitors write
 * nothing directly.
 */
export function serviceClient() {
  const { data: env, error } = resolveEnv();
  const key = env?.secretKeys.default;
  if (!env || !key) {
    throw new Error(
      `SUPABASE_URL and SUPABASE_SECRET_KEYS must be set (${error?.message ?? 'no default key'})`,
    );
  }
  return createClient<Database>(env.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/**
 * The database as the caller's session sees it (row-level security applies), on the
 * project's `default` publishable key; `token` is a session `authenticate` verified.
 */
export function sessionClient(token: string) {
  const { data: env, error } = resolveEnv();
  const key = env?.publishableKeys.default;
  if (!env || !key) {
    throw new Error(
      `SUPABASE_URL and SUPABASE_PUBLISHABLE_KEYS must be set (${error?.message ?? 'no default key'})`,
    );
  }
  return createClient<Database>(env.url, key, {
    global: { headers: { Authorization: `Bearer ${token}` } },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

interface DatabaseError {
  code?: string;
  message: string;
  hint?: string | null;
}

export const rateLimitMessage =
  'Too many submissions from your connection. Please try again in an hour.';

/**
 * Postgres refusals the visitor can act on become 4xx with the database's message; the limit is
 * a 429. Anything else is our fault (500).
 */
export function toRequestError(error: DatabaseError): Error {
  if (error.code === 'P0001' && error.hint === 'rate_limited') {
    return new RequestError(429, rateLimitMessage);
  }
  if (error.code === '23505') return new RequestError(409, error.message);
  if (error.code === 'P0002') return new RequestError(404, error.message);
  if (error.code && /^(22|23)/.test(error.code)) return new RequestError(400, error.message);
  return new Error(`${error.code ?? ''} ${error.message}`);
}
