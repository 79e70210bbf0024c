import type { VerifiedClaims } from '../auth/tokens';
import { parseJsonBody } from '../http/body';
import type { HttpRequest, HttpResponse } from '../http/types';
import { pgrstError } from './errors';
import type { RestDeps } from './rest-deps';
import { buildRead, readBody, readHeaders, runRead } from './read';
import { parseRequestOptions } from './request-options';
import { checkMaxAffected, contentRange, jsonResponse } from './response';
import { callSql, findFunction, resultRelation, type Args } from './rpc';
import { catalogFor, inSchema } from './profile';
import { runAs } from './run-as';
import { buildContext } from './select-builder';

function isArgs(value: unknown): value is Args {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Named arguments: the JSON body for POST, query parameters that name arguments for GET. */
function readArgs(request: HttpRequest, argNames: (name: string) => boolean): Args {
  if (request.method === 'GET' || request.method === 'HEAD') {
    const args: Args = {};
    // Collected first: deleting while iterating URLSearchParams skips entries.
    for (const [key, value] of [...request.url.searchParams]) {
      if (argNames(key)) args[key] = value;
    }
    for (const key of Object.keys(args)) request.url.searchParams.delete(key);
    return args;
  }
  const body = parseJsonBody(request.body) ?? {};
  if (!isArgs(body))
    throw pgrstError(
      400,
      'PGRST102',
      'Empty or invalid json',
      'Expected a JSON object of named arguments',
    );
  return body;
}

/** `POST /rest/v1/rpc/<fn>`: calls the function as the request's role and shapes its result. */
export async function handleRpc(
  deps: RestDeps,
  request: HttpRequest,
  claims: VerifiedClaims,
  name: string,
): Promise<HttpResponse> {
  const catalog = catalogFor(deps, request);
  const overloads = catalog.functions.get(name) ?? [];
  const args = readArgs(request, (key) =>
    overloads.some((fn) => fn.args.some((a) => a.name === key)),
  );
  const resolved = findFunction(catalog, name, args, request.method === 'POST');
  const { fn } = resolved;
  const options = parseRequestOptions(request);
  const ctx = buildContext(catalog, options);
  const call = callSql(ctx.params, resolved, args);
  const rollback = options.prefer.rollback && catalog.settings.txOverride;

  if (fn.returnKind === 'void') {
    await runAs(
      deps.db,
      claims,
      inSchema(catalog.schema, (tx) => tx.query(`select ${call}`, ctx.params.values)),
      rollback,
    );
    return { status: 204 };
  }
  if (fn.returnKind === 'scalar') {
    const sql = fn.returnsSet
      ? `select coalesce(json_agg(pgrst_value), '[]')::text as body, count(*)::int as n from ${call} as pgrst_value`
      : `select to_json(${call})::text as body, 1 as n`;
    const result = await runAs(
      deps.db,
      claims,
      inSchema(catalog.schema, async (tx) => {
        const r = await tx.query<{ body: string | null; n: number }>(sql, ctx.params.values);
        checkMaxAffected(options.prefer, r.rows[0]?.n ?? 0);
        return r;
      }),
      rollback,
    );
    const n = result.rows[0]?.n ?? 0;
    // A scalar result counts as one row (a set of scalars, as its size), as PostgREST counts it.
    const headers = options.prefer.count ? { 'Content-Range': contentRange(0, n, n) } : undefined;
    return jsonResponse(200, result.rows[0]?.body ?? 'null', headers);
  }
  // Rows: the same select/filter/order machinery as tables, over the function's result.
  const relation = resultRelation(catalog, fn);
  // A function returning one composite answers with an object, not an array.
  const single = !fn.returnsSet;
  const sql = buildRead(
    ctx,
    { from: call, relation },
    { ...options, singleObject: options.singleObject || single },
  );
  const outcome = await runAs(
    deps.db,
    claims,
    inSchema(catalog.schema, async (tx) => {
      const read = await runRead(tx, sql, ctx.params.values);
      checkMaxAffected(options.prefer, read.n);
      return read;
    }),
    rollback,
  );
  if (single) return jsonResponse(200, outcome.single ?? 'null');
  const { status, headers } = readHeaders(options, outcome);
  return jsonResponse(status, readBody(options, outcome), headers);
}
