import { requestClaims } from '../auth/api-key';
import type { TokenKit, VerifiedClaims } from '../auth/tokens';
import { parseJsonBody } from '../http/body';
import { HttpError, type Handler, type HttpRequest, type HttpResponse } from '../http/types';
import type { Catalog, CatalogRelation } from './catalog';
import { pgrstError, unknownTable } from './errors';
import {
  buildDelete,
  buildInsert,
  buildUpdate,
  insertRows,
  updateRow,
  wrapRepresentation,
} from './mutations';
import { toHttpError } from './pg-errors';
import { buildRead, readBody, readHeaders, runRead } from './read';
import { parseRequestOptions } from './request-options';
import {
  checkMaxAffected,
  checkSingle,
  contentRange,
  jsonResponse,
  type Outcome,
} from './response';
import { explain } from './explain';
import { catalogFor, inSchema } from './profile';
import { handleRpc } from './rpc-handler';
import { contextFor, withRequestContext } from './request-context';
import { runAs } from './run-as';
import type { RestDeps } from './rest-deps';
import { buildContext } from './select-builder';
import { qualified } from './sql';

async function authorize(request: HttpRequest, tokens: TokenKit): Promise<VerifiedClaims> {
  const result = await requestClaims(request, tokens);
  if (result.ok) return result.claims;
  const code = result.reason === 'expired' ? 'PGRST303' : 'PGRST301';
  throw new HttpError(
    401,
    { code, message: result.message, details: null, hint: null },
    {
      'WWW-Authenticate': `Bearer error="invalid_token", error_description="${result.message.replace(/"/g, "'")}"`,
    },
  );
}

function relationFor(catalog: Catalog, name: string): CatalogRelation {
  const relation = catalog.relations.get(name);
  if (!relation) throw unknownTable(name);
  return relation;
}

async function handleTable(
  deps: RestDeps,
  request: HttpRequest,
  claims: VerifiedClaims,
  name: string,
): Promise<HttpResponse> {
  const catalog = catalogFor(deps, request);
  const relation = relationFor(catalog, name);
  const options = parseRequestOptions(request);
  const ctx = buildContext(catalog, options);
  const top = options.scopes.get('') ?? { filters: [], order: [] };
  const method = request.method;

  if (method === 'GET' || method === 'HEAD') {
    const sql = buildRead(
      ctx,
      { from: qualified(relation.name, relation.schema), relation },
      options,
    );
    const plan = options.plan;
    if (plan)
      return runAs(
        deps.db,
        claims,
        inSchema(catalog.schema, (tx) =>
          explain(tx, plan, catalog.settings, sql, ctx.params.values),
        ),
      );
    const outcome = await runAs(
      deps.db,
      claims,
      inSchema(catalog.schema, (tx) => runRead(tx, sql, ctx.params.values)),
    );
    const { status, headers } = readHeaders(options, outcome);
    return jsonResponse(status, readBody(options, outcome), headers);
  }

  let statement: string | null;
  if (method === 'POST')
    statement = buildInsert(ctx, relation, insertRows(parseJsonBody(request.body)), options);
  else if (method === 'PATCH')
    statement = buildUpdate(ctx, relation, updateRow(parseJsonBody(request.body)), top);
  else if (method === 'DELETE') statement = buildDelete(ctx, relation, top);
  else throw pgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);

  const representation = options.prefer.returnRepresentation;
  const rollback = options.prefer.rollback && catalog.settings.txOverride;
  const outcome = await runAs(
    deps.db,
    claims,
    inSchema(catalog.schema, async (tx): Promise<Outcome> => {
      if (statement === null) return { body: '[]', single: null, n: 0, total: null };
      if (representation) {
        const sql = wrapRepresentation(ctx, relation, statement, options);
        const row = (await tx.query<Outcome>(sql, ctx.params.values)).rows[0];
        if (!row) throw new Error('mutation returned no row');
        // Checked inside the transaction so that a failed `.single()` rolls the change back.
        if (options.singleObject) checkSingle(row);
        if (method !== 'POST') checkMaxAffected(options.prefer, row.n);
        return row;
      }
      // Without RETURNING, so tables that anon may insert into but not read accept the insert.
      const result = await tx.query(statement, ctx.params.values);
      const row = { body: null, single: null, n: result.affectedRows ?? 0, total: null };
      if (options.singleObject) checkSingle(row);
      if (method !== 'POST') checkMaxAffected(options.prefer, row.n);
      return row;
    }),
    rollback,
  );
  const headers: Record<string, string> = {
    'Content-Range': contentRange(0, outcome.n, options.prefer.count ? outcome.n : null),
  };
  if (!representation) return { status: method === 'POST' ? 201 : 204, headers };
  const body = options.singleObject ? outcome.single : outcome.body;
  // An upsert that only updated existing rows answers 200, as PostgREST does.
  const created =
    method === 'POST' &&
    (options.prefer.resolution !== 'merge-duplicates' || (outcome.inserted ?? 1) > 0);
  return jsonResponse(created ? 201 : 200, body, headers);
}

/**
 * `/rest/v1/*`: PostgREST's behaviour for tables, views and `rpc/<fn>`, with the request's
 * method, path, headers and cookies available to the database (see run-as.ts).
 */
export function createRestHandler(deps: RestDeps): Handler {
  const handle: Handler = async (request) => {
    const claims = await authorize(request, deps.tokens);
    const path = request.url.pathname.replace(/^\/rest\/v1\/?/, '');
    try {
      if (path === '')
        return jsonResponse(
          200,
          JSON.stringify({ swagger: '2.0', info: { title: 'Inzira local backend' } }),
        );
      const rpc = /^rpc\/([^/]+)$/.exec(path);
      if (rpc?.[1]) return await handleRpc(deps, request, claims, decodeURIComponent(rpc[1]));
      if (path.includes('/')) throw unknownTable(decodeURIComponent(path));
      return await handleTable(deps, request, claims, decodeURIComponent(path));
    } catch (error) {
      throw toHttpError(error, claims.role);
    }
  };
  return (request) => withRequestContext(contextFor(request, '/rest/v1'), () => handle(request));
}
