import type { FunctionsClient } from '@supabase/functions-js';
import type { PostgrestClient } from '@supabase/postgrest-js';
import { apiKeyHeaders } from './api-key-headers';
import type { DataClient, PublicClientConfig } from './create-public-client';

type Call = readonly [method: string, args: readonly unknown[]];

/**
 * A query written against a library that has not loaded yet: each method call (`select`,
 * `eq`, `order`, `maybeSingle`...) is noted, and awaiting it loads the library, replays the
 * calls on the real builder and answers what the real builder answers. Each call returns a new
 * query, so a query built in branches (`let query = ...; if (x) query = query.lte(...)`) keeps
 * its own calls.
 */
function deferredQuery(load: () => Promise<object>, calls: readonly Call[]): unknown {
  const run = () =>
    load().then((root) =>
      calls.reduce<unknown>((target, [method, args]) => {
        const fn: unknown = Reflect.get(target as object, method);
        if (typeof fn !== 'function') throw new TypeError(`The query has no method ${method}.`);
        return Reflect.apply(fn, target, args);
      }, root),
    );
  return new Proxy(
    {},
    {
      get(_, property) {
        if (typeof property !== 'string') return undefined;
        if (property === 'then') {
          return (ok?: (value: unknown) => unknown, fail?: (reason: unknown) => unknown) =>
            run().then(ok, fail);
        }
        if (property === 'catch') {
          return (fail?: (reason: unknown) => unknown) => run().catch(fail);
        }
        if (property === 'finally') return (done?: () => void) => run().finally(done);
        return (...args: unknown[]) => deferredQuery(load, [...calls, [property, args]]);
      },
    },
  );
}

/**
 * The visitor's client, loading its libraries when first used (docs/performance.md, "Less work
 * before interaction"): a prerendered page paints and hydrates from its SWR fallback without
 * them, the PostgREST client arrives with the first read (SWR's revalidation after hydration)
 * and the Functions client with the first submission or vote. Same requests, same answers as
 * `createPublicClient`.
 */
export function createLazyPublicClient({ url, publishableKey }: PublicClientConfig): DataClient {
  const base = url.replace(/\/+$/, '');
  const headers = apiKeyHeaders(publishableKey);
  let rest: Promise<PostgrestClient> | undefined;
  let functions: Promise<FunctionsClient> | undefined;
  const loadRest = () =>
    (rest ??= import('@supabase/postgrest-js').then(
      ({ PostgrestClient }) => new PostgrestClient(`${base}/rest/v1`, { headers }),
    ));
  const loadFunctions = () =>
    (functions ??= import('@supabase/functions-js').then(
      ({ FunctionsClient }) => new FunctionsClient(`${base}/functions/v1`, { headers }),
    ));
  const client = {
    from: (...args: unknown[]) => deferredQuery(loadRest, [['from', args]]),
    rpc: (...args: unknown[]) => deferredQuery(loadRest, [['rpc', args]]),
    functions: {
      invoke: async (...args: Parameters<FunctionsClient['invoke']>) =>
        (await loadFunctions()).invoke(...args),
    },
  };
  // The deferred queries answer exactly what the real builders answer; only their types are lost.
  return client as unknown as DataClient;
}
