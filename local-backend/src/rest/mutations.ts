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
  // The rows come back whole (so the select list sees the table's row type), with whether
  // each was inserted rather than updated by an upsert (xmax = 0).
  return `with pgrst_mutation as (${statement} returning "t0" as pgrst_row, ("t0".xmax = 0) as pgrst_inserted)
    select coalesce(json_agg(_s), '[]')::text as body, ${single} as single, count(*)::int as n, null::int as total,
           (select count(*) from pgrst_mutation where pgrst_inserted)::int as inserted
      from (select ${parts.columns.join(', ')} from unnest(array(select pgrst_row from pgrst_mutation)) as "t0") _s`;
}

/** `Prefer: missing=default`: a key a row leaves out takes the column's default, not null. */
function insertWithDefaults(relation: CatalogRelation, columns: string[], body: string): string {
  const table = qualified(relation.name, relation.schema);
  // Defaults are evaluated for every row, as PostgREST does (a sequence advances either way).
  const defaults = columns.map(
    (c, i) =>
      `(${relation.columns.get(c)?.defaultSql ?? 'null'})::${relation.columns.get(c)?.type ?? 'text'} as d${i}`,
  );
  const values = columns.map(
    (c, i) =>
      `case when pgrst_e.value::jsonb ? ${quoteLiteral(c)} then pgrst_r.${ident(c)} else pgrst_d.d${i} end`,
  );
  return `insert into ${table} as "t0" (${columns.map(ident).join(', ')}) select ${values.join(', ')}
    from json_array_elements(${body}) with ordinality as pgrst_e(value, n),
         lateral json_populate_record(null::${table}, pgrst_e.value) as pgrst_r,
         lateral (select ${defaults.join(', ')}, pgrst_e.n offset 0) as pgrst_d order by pgrst_e.n`;
}

const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

export function buildInsert(
  ctx: BuildContext,
  relation: CatalogRelation,
  rows: Row[],
  options: RequestOptions,
): string {
  const columns = options.columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
  checkColumns(relation, columns);
  const table = qualified(relation.name, relation.schema);
  if (columns.length === 0) return `insert into ${table} as "t0" default values`;
  const list = columns.map(ident).join(', ');
  const body = `${ctx.params.add(JSON.stringify(rows))}::json`;
  let statement = options.prefer.missingDefault
    ? insertWithDefaults(relation, columns, body)
    : `insert into ${table} as "t0" (${list}) select ${list} from json_populate_recordset(null::${table}, ${body})`;
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
    const rest = columns.filter((c) => !conflict.includes(c));
    // With only the conflict columns, PostgREST still "updates" them, so the row comes back.
    const updates = rest.length > 0 ? rest : columns;
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
  const table = qualified(relation.name, relation.schema);
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
  return `delete from ${qualified(relation.name, relation.schema)} as "t0" ${where}`;
}
