import type { Database } from '@inzira/contract/database.ts';
import { createClient } from '@supabase/supabase-js';
import { RequestError } from './http.ts';

/** The service-role client: only functions hold this key; visitors write nothing directly. */
export function serviceClient() {
  const url = Deno.env.get('SUPABASE_URL');
  const key = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY');
  if (!url || !key) throw new Error('SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY must be set');
  return createClient<Database>(url, key, {
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
