/**
 * The local apps and Storybook call the backend from their own origins, so answers carry CORS
 * headers for those origins only. The demo keys are public, so reflecting any Origin would let
 * every web page a developer visits read and change the local data; other origins get no
 * `Access-Control-Allow-Origin` and the browser keeps the answer from them.
 */
const allowedHeaders = [
  'apikey',
  'authorization',
  'content-type',
  'prefer',
  'range',
  'range-unit',
  'x-client-info',
  'accept-profile',
  'content-profile',
  'x-supabase-api-version',
  'x-retry-count',
  'accept',
  'formspree-client',
  'formspree-session-data',
  // Storage uploads and reads (storage-js)
  'x-upsert',
  'x-metadata',
  'cache-control',
  'content-encoding',
  'if-none-match',
].join(', ');

/** The site (5173), the admin (5174) and Storybook (6006), by name and by address. */
export const defaultCorsOrigins: readonly string[] = [5173, 5174, 6006].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

/** `LOCAL_CORS_ORIGINS=http://localhost:3000,http://localhost:5173` or `*`; undefined when unset. */
export function corsOriginsFromEnv(value = process.env.LOCAL_CORS_ORIGINS): string[] | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  return value
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

export class CorsPolicy {
  private readonly origins: ReadonlySet<string>;

  /** `*` in the list allows every origin, answered with `*` and without credentials. */
  constructor(origins: readonly string[] = defaultCorsOrigins) {
    this.origins = new Set(origins);
  }

  headers(origin: string | undefined): Record<string, string> {
    const expose = {
      Vary: 'Origin',
      'Access-Control-Expose-Headers':
        'Content-Range, Range, X-Total-Count, Link, X-Supabase-Api-Version, ETag, Content-Length, Content-Type, Cache-Control, Last-Modified',
    };
    if (origin !== undefined && this.origins.has(origin))
      return {
        ...expose,
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Credentials': 'true',
      };
    if (this.origins.has('*')) return { ...expose, 'Access-Control-Allow-Origin': '*' };
    return { Vary: 'Origin' };
  }

  preflight(origin: string | undefined): Record<string, string> {
    const headers = this.headers(origin);
    if (!('Access-Control-Allow-Origin' in headers)) return headers;
    return {
      ...headers,
      'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
      'Access-Control-Allow-Headers': allowedHeaders,
      'Access-Control-Max-Age': '86400',
    };
  }
}

let fromEnvironment: CorsPolicy | undefined;

/** The policy of the environment (LOCAL_CORS_ORIGINS, else the defaults), for code without one. */
export function corsHeaders(origin: string | undefined): Record<string, string> {
  fromEnvironment ??= new CorsPolicy(corsOriginsFromEnv() ?? defaultCorsOrigins);
  return fromEnvironment.headers(origin);
}
