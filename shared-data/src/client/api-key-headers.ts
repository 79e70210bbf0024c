// Its own file: the lazy public client imports it without loading the client libraries.
/**
 * A visitor's request headers. A publishable (`sb_publishable_…`) or secret key is no JWT and
 * goes in `apikey` only, as supabase-js sends it to functions; a legacy JWT key is also the
 * bearer (docs/api-keys.md).
 */
export function apiKeyHeaders(key: string): Record<string, string> {
  return /^sb_(publishable|secret)_/.test(key)
    ? { apikey: key }
    : { apikey: key, Authorization: `Bearer ${key}` };
}
