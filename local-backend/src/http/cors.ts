/**
 * Local apps on other ports call the backend from the browser, so every answer carries CORS
 * headers; preflights allow every header supabase-js and @formspree/core send.
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
  // Storage uploads (storage-js)
  'x-upsert',
  'x-metadata',
  'cache-control',
  'content-encoding',
  'if-none-match',
].join(', ');

export function corsHeaders(origin: string | undefined): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': origin ?? '*',
    Vary: 'Origin',
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Expose-Headers':
      'Content-Range, Range, X-Total-Count, Link, X-Supabase-Api-Version, ETag, Content-Length, Content-Type, Cache-Control, Last-Modified',
  };
}

export function preflightHeaders(origin: string | undefined): Record<string, string> {
  return {
    ...corsHeaders(origin),
    'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': allowedHeaders,
    'Access-Control-Max-Age': '86400',
  };
}
