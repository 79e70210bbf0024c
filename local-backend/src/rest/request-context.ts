import { AsyncLocalStorage } from 'node:async_hooks';
import type { HttpRequest } from '../http/types';

/** What PostgREST tells the database about the HTTP request, per transaction. */
export interface RequestContext {
  method: string;
  /** The path PostgREST sees behind the gateway: `/items`, `/rpc/fn`. */
  path: string;
  /** Lower-case header names to values, as `request.headers` JSON. */
  headers: Record<string, string>;
  /** Cookie names to values, as `request.cookies` JSON. */
  cookies: Record<string, string>;
  /** GET and HEAD run in a read-only transaction, as PostgREST runs them. */
  readOnly: boolean;
}

/**
 * Carried across the handler's awaits so that `runAs` (called from the table, RPC and storage
 * code alike) finds it without threading it through every signature.
 */
const storage = new AsyncLocalStorage<RequestContext>();

/** `a=1; b=2` -> { a: '1', b: '2' }; split once per pair, so linear in the header's length. */
export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const pair of (header ?? '').split(';')) {
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const name = pair.slice(0, eq).trim();
    if (name) cookies[name] = pair.slice(eq + 1).trim();
  }
  return cookies;
}

export function contextFor(request: HttpRequest, prefix: string): RequestContext {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return {
    method: request.method,
    path: request.url.pathname.slice(prefix.length) || '/',
    headers,
    cookies: parseCookies(headers.cookie),
    readOnly: request.method === 'GET' || request.method === 'HEAD',
  };
}

export function withRequestContext<T>(context: RequestContext, work: () => Promise<T>): Promise<T> {
  return storage.run(context, work);
}

export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}
