import { verifyAuth } from '@supabase/server/core';
import { RequestError } from './request-error.ts';

/**
 * Who may call a function, in `@supabase/server`'s words (docs/api-keys.md, "Functions"):
 * `'publishable'` the apps' publishable key in `apikey` (visitors' forms), `'secret'` a secret
 * key in `apikey` (servers, scripts), `'user'` a session JWT verified against `SUPABASE_JWKS`,
 * `'none'` anybody (a function that proves the caller otherwise, e.g. by a signature). A list
 * accepts any of its modes, the first that matches wins.
 */
export type CallerRule = Parameters<typeof verifyAuth>[1]['auth'];

/** The caller a function let in: how it proved itself and, for a session, its token. */
export type Caller = NonNullable<Awaited<ReturnType<typeof verifyAuth>>['data']>;

/**
 * Checks the request's `apikey` and `Authorization` against `rule` with `@supabase/server`,
 * which reads the keys and signing keys the platform gives every function
 * (`SUPABASE_PUBLISHABLE_KEYS`, `SUPABASE_SECRET_KEYS`, `SUPABASE_JWKS`). A missing, wrong or
 * legacy key is a 401 that names what the function accepts; a function without its keys is our
 * fault (a 500 whose cause is logged).
 */
export async function authenticate(request: Request, rule: CallerRule): Promise<Caller> {
  const { data, error } = await verifyAuth(request, { auth: rule });
  if (data) return data;
  if (error.status === 401) throw new RequestError(401, error.message, undefined, error.code);
  throw new Error(`authentication is not configured: ${error.code} ${error.message}`);
}
