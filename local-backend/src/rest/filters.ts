import type { CatalogRelation } from './catalog';
import { badRequest, unknownColumn } from './errors';
import { parseList, unquote, type FieldPath, type FilterNode } from './query-grammar';
import { ident, qualified, type Params } from './sql';

export interface FieldContext {
  relation: CatalogRelation;
  alias: string;
  params: Params;
}

/** `"t0"."col"` plus JSON navigation; the column is checked against the catalog. */
export function fieldSql({ relation, alias, params }: FieldContext, field: FieldPath): string {
  // A computed column is a function of the row (PostgREST's computed fields).
  const computed = relation.columns.has(field.column)
    ? undefined
    : relation.computed?.get(field.column);
  if (!relation.columns.has(field.column) && !computed)
    throw unknownColumn(relation.name, field.column);
  let sql = computed
    ? `${qualified(computed.name, computed.schema)}(${ident(alias)})`
    : `${ident(alias)}.${ident(field.column)}`;
  for (const step of field.json) {
    const key = /^-?\d+$/.test(step.key)
      ? `${params.add(Number(step.key))}::int`
      : `${params.add(step.key)}::text`;
    sql = `(${sql}${step.arrow}${key})`;
  }
  return sql;
}

const comparison: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  isdistinct: 'is distinct from',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  // PostgREST's names: nxr "does not extend to the right of" (&<), nxl to the left (&>).
  nxl: '&>',
  nxr: '&<',
  adj: '-|-',
};

const textSearch: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

/** PostgREST accepts `*` as the LIKE wildcard because `%` is awkward in URLs. */
const likeValue = (operator: string, value: string) =>
  operator === 'like' || operator === 'ilike' ? value.replaceAll('*', '%') : value;

function conditionSql(ctx: FieldContext, node: Extract<FilterNode, { kind: 'condition' }>): string {
  const column = fieldSql(ctx, node.field);
  const { operator, value, modifier } = node;
  if (operator === 'is') {
    const keyword = {
      null: 'null',
      not_null: 'not null',
      true: 'true',
      false: 'false',
      unknown: 'unknown',
    }[value.toLowerCase()];
    if (!keyword)
      throw badRequest(
        `"failed to parse filter (is.${value})"`,
        'is accepts null, not_null, true, false or unknown',
      );
    return `${column} is ${keyword}`;
  }
  if (operator === 'in') {
    const items = parseList(value);
    if (items.length === 0) return 'false';
    return `${column} in (${items.map((item) => ctx.params.add(item)).join(', ')})`;
  }
  const search = textSearch[operator];
  if (search) {
    const config = modifier ? `${ctx.params.add(modifier)}::regconfig, ` : '';
    return `${column} @@ ${search}(${config}${ctx.params.add(value)})`;
  }
  const sqlOperator = comparison[operator];
  if (!sqlOperator) throw badRequest(`"failed to parse filter (${operator})"`, 'unknown operator');
  if (modifier === 'any' || modifier === 'all') {
    const items =
      value.startsWith('{') && value.endsWith('}')
        ? parseList(`(${value.slice(1, -1)})`)
        : parseList(value);
    // One array literal, typed by the column as in PostgREST's `= any($1)`: an array of separate
    // parameters would be text[], which a number column cannot be compared with.
    const literal = items
      .map((item) => `"${likeValue(operator, item).replace(/["\\]/g, '\\$&')}"`)
      .join(',');
    return `${column} ${sqlOperator} ${modifier}(${ctx.params.add(`{${literal}}`)})`;
  }
  if (modifier)
    throw badRequest(`"failed to parse filter (${operator}(${modifier}))"`, 'unknown modifier');
  // Array overlap written as a list, `ov.(a,b)`, means the array literal `{a,b}`.
  const bound =
    operator === 'ov' && value.startsWith('(') && value.endsWith(')')
      ? `{${value.slice(1, -1)}}`
      : likeValue(operator, unquote(value));
  return `${column} ${sqlOperator} ${ctx.params.add(bound)}`;
}

export function filterSql(ctx: FieldContext, node: FilterNode): string {
  if (node.kind === 'condition') {
    const sql = conditionSql(ctx, node);
    return node.negate ? `not (${sql})` : sql;
  }
  // The grammar gives every group at least one child.
  const joined = node.children
    .map((child) => `(${filterSql(ctx, child)})`)
    .join(` ${node.operator} `);
  return node.negate ? `not (${joined})` : `(${joined})`;
}

export function whereSql(ctx: FieldContext, filters: FilterNode[], extra: string[] = []): string {
  const parts = [...extra, ...filters.map((f) => filterSql(ctx, f))];
  return parts.length ? `where ${parts.join(' and ')}` : '';
}
