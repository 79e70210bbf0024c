import type { Transaction } from '@electric-sql/pglite';
import { header, type HttpRequest } from '../http/types';
import type { Catalog } from './catalog';
import { pgrstError } from './errors';
import type { RestDeps } from './rest-deps';

/**
 * The schema a request addresses, as PostgREST picks it: `Accept-Profile` for reads,
 * `Content-Profile` for writes, else the first exposed schema. Others answer 406 PGRST106.
 */
export function requestSchema(request: HttpRequest, schemas: string[]): string {
  const read = request.method === 'GET' || request.method === 'HEAD';
  const asked = header(request, read ? 'accept-profile' : 'content-profile');
  const fallback = schemas[0] ?? 'public';
  if (asked === undefined || asked === fallback) return fallback;
  if (!schemas.includes(asked)) {
    throw pgrstError(
      406,
      'PGRST106',
      `Invalid schema: ${asked}`,
      null,
      `Only the following schemas are exposed: ${schemas.join(', ')}`,
    );
  }
  return asked;
}

/** The catalog of the schema the request addresses (see `requestSchema`). */
export function catalogFor(deps: RestDeps, request: HttpRequest): Catalog {
  return deps.catalog(requestSchema(request, deps.schemas ?? ['public']));
}

/**
 * Runs `work` with the schema first on the search path (then public and extensions), so that
 * functions of that schema find its tables as PostgREST lets them.
 */
export function inSchema<T>(
  schema: string,
  work: (tx: Transaction) => Promise<T>,
): (tx: Transaction) => Promise<T> {
  if (schema === 'public') return work;
  return async (tx) => {
    await tx.query(
      `select set_config('search_path', format('%I, public, extensions', $1::text), true)`,
      [schema],
    );
    return work(tx);
  };
}
