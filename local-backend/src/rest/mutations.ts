import type { CatalogRelation } from './catalog';
import { pgrstError } from './errors';
import { whereSql, type FieldContext } from './filters';
import type { RequestOptions, Scope } from './request-options';
import { selectParts, type BuildContext } from './select-builder';
import { ident, qualified } from './sql';

export type Row = Record<string, unknown>;

function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const invalidBody = (details: string) =>
  pgrstError(400, 'PGRST102', 'Empty or invalid json', details);

/** Insert bodies are one object or an array of objects. */
export function insertRows(body: unknown): Row[] {
  if (isRow(body)) return [body];
  if (Array.isArray(body) && body.every(isRow)) return body;
  throw invalidBody('Expected a JSON object or an array of objects');
}

export function updateRow(body: unknown): Row {
  if (isRow(body)) return body;
  throw invalidBody('Expected a JSON object');
}

function checkColumns(relation: CatalogRelation, columns: string[]): void {
  for (const column of columns) {
    if (!relation.columns.has(column)) {
      throw pgrstError(
        400,
        'PGRST204',
        `Could not find the '${column}' column of '${relation.name}' in the schema cache`,
      );
    }
  }
}

/** Wraps a mutation so Postgres returns the changed rows as JSON through the select list. */
export function wrapRepresentation(
  ctx: BuildContext,
  relation: CatalogRelation,
  statement: string,
  options: RequestOptions,
): string {
  const parts = selectParts(ctx, relation, 't0', options.select, '');
  const single = options.singleObject
    ? `case when count(*) = 1 then (json_agg(_s) -> 0)::text end`
    : 'null::text';
  return `with pgrst_mutation as (${statement} returning "t0".*)
    select coalesce(json_agg(_s), '[]')::text as body, ${single} as single, count(*)::int as n, null::int as total
      from (select ${parts.columns.join(', ')} from pgrst_mutation as "t0") _s`;
}

export function buildInsert(
  ctx: BuildContext,
  relation: CatalogRelation,
  rows: Row[],
  options: RequestOptions,
): string {
  const columns = options.columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
  checkColumns(relation, columns);
  const table = qualified(relation.name);
  if (columns.length === 0) return `insert into ${table} as "t0" default values`;
  const list = columns.map(ident).join(', ');
  let statement = `insert into ${table} as "t0" (${list}) select ${list} from json_populate_recordset(null::${table}, ${ctx.params.add(JSON.stringify(rows))}::json)`;
  if (options.prefer.resolution) {
    const conflict = options.onConflict ?? relation.primaryKey;
    checkColumns(relation, conflict);
    if (conflict.length === 0)
      throw pgrstError(
        400,
        'PGRST100',
        `Table '${relation.name}' has no primary key: pass on_conflict`,
      );
    const target = `on conflict (${conflict.map(ident).join(', ')})`;
    const updates = columns.filter((c) => !conflict.includes(c));
    statement +=
      options.prefer.resolution === 'ignore-duplicates' || updates.length === 0
        ? ` ${target} do nothing`
        : ` ${target} do update set ${updates.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(', ')}`;
  }
  return statement;
}

/**
 * A hosted project loads pg-safeupdate for API requests: an UPDATE or DELETE without any filter
 * fails (SQLSTATE 21000, which PostgREST answers with 400) instead of changing every row.
 */
const requiresWhere = (statement: 'UPDATE' | 'DELETE') =>
  pgrstError(400, '21000', `${statement} requires a WHERE clause`);

export function buildUpdate(
  ctx: BuildContext,
  relation: CatalogRelation,
  row: Row,
  scope: Scope,
): string | null {
  const columns = Object.keys(row);
  checkColumns(relation, columns);
  if (columns.length === 0) return null;
  const table = qualified(relation.name);
  const field: FieldContext = { relation, alias: 't0', params: ctx.params };
  const values = ctx.params.add(JSON.stringify(row));
  const where = whereSql(field, scope.filters);
  if (where === '') throw requiresWhere('UPDATE');
  return `update ${table} as "t0" set ${columns.map((c) => `${ident(c)} = "pgrst_body".${ident(c)}`).join(', ')} from json_populate_record(null::${table}, ${values}::json) as "pgrst_body" ${where}`;
}

export function buildDelete(ctx: BuildContext, relation: CatalogRelation, scope: Scope): string {
  const field: FieldContext = { relation, alias: 't0', params: ctx.params };
  const where = whereSql(field, scope.filters);
  if (where === '') throw requiresWhere('DELETE');
  return `delete from ${qualified(relation.name)} as "t0" ${where}`;
}
