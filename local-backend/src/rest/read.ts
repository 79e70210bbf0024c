import type { Transaction } from '@electric-sql/pglite';
import type { CatalogRelation } from './catalog';
import { whereSql, type FieldContext } from './filters';
import type { RequestOptions, Scope } from './request-options';
import { pgrstError } from './errors';
import { checkSingle, contentRange, type Outcome } from './response';
import {
  levelSql,
  orderSql,
  pagingSql,
  refuseUnembeddedScopes,
  selectParts,
  type BuildContext,
} from './select-builder';
import { ident } from './sql';

export interface ReadSource {
  /** SQL of the row source: a table or a set-returning function call. */
  from: string;
  relation: CatalogRelation;
}

/** Supabase's `max_rows` (supabase/config.toml): no read returns more rows than this. */
export const maxRows = 1000;

/**
 * The page's body over the rows `_s`: a JSON array, without null fields when asked, or CSV as
 * PostgREST writes it (the keys of the first row, then each row's record text without its
 * parentheses, which quotes what needs quoting and leaves nulls empty).
 */
export function bodySql(options: Pick<RequestOptions, 'csv' | 'stripNulls'>): string {
  if (options.csv) {
    return `(select coalesce(string_agg(k, ','), '') from json_object_keys(json_agg(_s) -> 0) k) || E'\\n' || coalesce(string_agg(substring(_s::text, 2, length(_s::text) - 2), E'\\n'), '')`;
  }
  return options.stripNulls
    ? `coalesce(json_strip_nulls(json_agg(_s)), '[]')::text`
    : `coalesce(json_agg(_s), '[]')::text`;
}

/**
 * One statement per request: the page as a JSON array built by Postgres itself, its row count
 * and, when asked, the total matching rows.
 */
export function buildRead(ctx: BuildContext, source: ReadSource, options: RequestOptions): string {
  const requested: Scope = ctx.scopes.get('') ?? { filters: [], order: [] };
  const top: Scope = { ...requested, limit: Math.min(requested.limit ?? maxRows, maxRows) };
  const alias = 't0';
  const field: FieldContext = { relation: source.relation, alias, params: ctx.params };
  const parts = selectParts(ctx, source.relation, alias, options.select, '');
  refuseUnembeddedScopes(ctx);
  const where = whereSql(field, top.filters, parts.innerConditions);
  const inner = levelSql(
    parts,
    `from ${source.from} as ${ident(alias)} ${where} ${orderSql(field, top.order)} ${pagingSql(ctx.params, top)}`,
  );
  // A page that is not full already tells the total, so the second scan runs only when needed
  // (Postgres evaluates the uncorrelated sub-select lazily).
  let total = 'null::int';
  if (options.prefer.count) {
    const offset = ctx.params.add(top.offset ?? 0);
    const limit = ctx.params.add(top.limit);
    total = `(case when count(*) < ${limit} and (count(*) > 0 or ${offset}::int = 0) then ${offset}::int + count(*)
      else (select count(*) from ${source.from} as ${ident(alias)} ${where}) end)::int`;
  }
  const single = options.singleObject
    ? `case when count(*) = 1 then (${options.stripNulls ? 'json_strip_nulls(json_agg(_s))' : 'json_agg(_s)'} -> 0)::text end`
    : 'null::text';
  return `select ${bodySql(options)} as body, ${single} as single, count(*)::int as n, ${total} as total from (${inner}) _s`;
}

export async function runRead(tx: Transaction, sql: string, params: unknown[]): Promise<Outcome> {
  const result = await tx.query<Outcome>(sql, params);
  const row = result.rows[0];
  if (!row) throw new Error('read returned no row');
  return row;
}

export function readHeaders(
  options: RequestOptions,
  outcome: Outcome,
): { status: number; headers: Record<string, string> } {
  const offset = options.scopes.get('')?.offset ?? 0;
  // PostgREST refuses a page that starts past the end once it knows the total.
  if (outcome.total !== null && offset > 0 && offset >= outcome.total) {
    throw pgrstError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${outcome.total} rows.`,
    );
  }
  const headers: Record<string, string> = {
    'Content-Range': contentRange(offset, outcome.n, outcome.total),
  };
  if (options.csv) headers['Content-Type'] = 'text/csv; charset=utf-8';
  const partial = outcome.total !== null && (offset > 0 || offset + outcome.n < outcome.total);
  return { status: partial ? 206 : 200, headers };
}

export function readBody(options: RequestOptions, outcome: Outcome): string | null {
  if (options.singleObject) {
    checkSingle(outcome);
    return outcome.single;
  }
  return outcome.body;
}
