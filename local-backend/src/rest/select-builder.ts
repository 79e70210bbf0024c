import type { Catalog, CatalogFunction, CatalogRelation } from './catalog';
import { pgrstError } from './errors';
import { fieldSql, whereSql, type FieldContext } from './filters';
import type { OrderTerm, SelectItem } from './query-grammar';
import { findRelationship, joinSql, type Relationship } from './relationships';
import type { RequestOptions, Scope } from './request-options';
import { Params, ident, qualified } from './sql';

export interface BuildContext {
  catalog: Catalog;
  params: Params;
  scopes: Map<string, Scope>;
  /** Paths of the embeds the select reached, to refuse filters on anything else. */
  embedded: Set<string>;
  nextAlias: () => string;
}

export function buildContext(catalog: Catalog, options: RequestOptions): BuildContext {
  let counter = 0;
  return {
    catalog,
    params: new Params(),
    scopes: options.scopes,
    embedded: new Set(['']),
    nextAlias: () => `t${++counter}`,
  };
}

const emptyScope: Scope = { filters: [], order: [] };

export function orderSql(ctx: FieldContext, order: OrderTerm[]): string {
  if (order.length === 0) return '';
  const terms = order.map((o) => {
    const nulls = o.nulls ? ` nulls ${o.nulls}` : '';
    return `${fieldSql(ctx, o.field)} ${o.descending ? 'desc' : 'asc'}${nulls}`;
  });
  return `order by ${terms.join(', ')}`;
}

export function pagingSql(params: Params, scope: Scope): string {
  const parts: string[] = [];
  if (scope.limit !== undefined) parts.push(`limit ${params.add(scope.limit)}`);
  if (scope.offset !== undefined) parts.push(`offset ${params.add(scope.offset)}`);
  return parts.join(' ');
}

function scopeOf(ctx: BuildContext, path: string): Scope {
  ctx.embedded.add(path);
  return ctx.scopes.get(path) ?? emptyScope;
}

/**
 * PostgREST refuses a filter, order or limit on a resource the select does not embed
 * (`service.title=eq.x` without `service(...)`) instead of silently ignoring it.
 */
export function refuseUnembeddedScopes(ctx: BuildContext): void {
  for (const path of ctx.scopes.keys()) {
    if (ctx.embedded.has(path)) continue;
    const name = path.split('.').at(-1) ?? path;
    throw pgrstError(
      400,
      'PGRST108',
      `'${name}' is not an embedded resource in this request`,
      null,
      `Verify that '${name}' is included in the 'select' query parameter.`,
    );
  }
}

export interface SelectParts {
  columns: string[];
  /** Output names of the level, in order (a star lists the relation's columns). */
  names: string[];
  /** `exists (...)` conditions that `!inner` embeds add to the parent. */
  innerConditions: string[];
  /** Set when the level has aggregates: computed over `columns`, grouped by the other names. */
  aggregates?: string[];
  /** Names of the level's result (after aggregation). */
  outputs: string[];
}

/**
 * The SQL of one level: its select list over `rest` (`from ... where ... order ... limit`).
 * A level with aggregates groups by its other output columns, as PostgREST does; values are
 * grouped by their text so that JSON (embedded objects) can be grouped too.
 */
export function levelSql(parts: SelectParts, rest: string): string {
  const inner = `select ${parts.columns.join(', ') || 'null as pgrst_none'} ${rest}`;
  if (!parts.aggregates) return inner;
  const grouped = parts.names.filter((n) => !n.startsWith('pgrst_agg'));
  const list = [
    ...grouped.map((n) => `any_value(_g.${ident(n)}) as ${ident(n)}`),
    ...parts.aggregates,
  ];
  const groupBy = grouped.length
    ? `group by ${grouped.map((n) => `_g.${ident(n)}::text`).join(', ')}`
    : '';
  // Groups come out in the order of their first row, so the level's `order` still applies.
  return `select ${list.join(', ')} from (select *, row_number() over () as pgrst_row from (${inner}) _i) _g ${groupBy} order by min(_g.pgrst_row)`;
}

type EmbedItem = Extract<SelectItem, { kind: 'embed' }>;

/** How an embedded level becomes one JSON value: an object (to-one) or an array. */
function embedValue(ctx: BuildContext, child: SelectParts, rest: string, toOne: boolean): string {
  const rowAlias = ctx.nextAlias();
  if (toOne)
    return `(select row_to_json(${rowAlias}) from (${levelSql(child, `${rest} limit 1`)}) ${rowAlias})`;
  return `coalesce((select json_agg(${rowAlias}) from (${levelSql(child, rest)}) ${rowAlias}), '[]'::json)`;
}

/**
 * Adds an embed to the parent's columns: under its name, or, spread (`...rel`), as the
 * embedded columns themselves (arrays of them for a to-many relation).
 */
function pushEmbed(
  ctx: BuildContext,
  out: { columns: string[]; names: string[] },
  item: EmbedItem,
  child: SelectParts,
  rest: string,
  toOne: boolean,
): void {
  if (item.items.length === 0) return; // `users()` only filters.
  if (!item.spread) {
    const name = item.alias ?? item.name;
    out.columns.push(`${embedValue(ctx, child, rest, toOne)} as ${ident(name)}`);
    out.names.push(name);
    return;
  }
  for (const name of child.outputs) {
    const rowAlias = ctx.nextAlias();
    const value = toOne
      ? `(select ${rowAlias}.${ident(name)} from (${levelSql(child, `${rest} limit 1`)}) ${rowAlias})`
      : `coalesce((select json_agg(${rowAlias}.${ident(name)}) from (${levelSql(child, rest)}) ${rowAlias}), '[]'::json)`;
    out.columns.push(`${value} as ${ident(name)}`);
    out.names.push(name);
  }
}

/**
 * A computed relationship: a function of the parent row returning rows, embedded like a
 * relation (an array, or one object when it returns one row or is declared `ROWS 1`).
 */
function computedEmbed(
  ctx: BuildContext,
  out: { columns: string[]; names: string[]; innerConditions: string[] },
  fn: CatalogFunction,
  parentAlias: string,
  item: EmbedItem,
  path: string,
): void {
  const target = ctx.catalog.relations.get(fn.returnType);
  if (!target) throw new Error(`computed relationship ${fn.name} returns no relation`);
  const childAlias = ctx.nextAlias();
  const childPath = path ? `${path}.${item.alias ?? item.name}` : (item.alias ?? item.name);
  const scope = scopeOf(ctx, childPath);
  const child = selectParts(ctx, target, childAlias, item.items, childPath);
  const childField: FieldContext = { relation: target, alias: childAlias, params: ctx.params };
  const where = whereSql(childField, scope.filters, child.innerConditions);
  const from = `from ${qualified(fn.name, fn.schema)}(${ident(parentAlias)}) as ${ident(childAlias)}`;
  const toOne = !fn.returnsSet || fn.singleRow;
  const rest = toOne
    ? `${from} ${where}`
    : `${from} ${where} ${orderSql(childField, scope.order)} ${pagingSql(ctx.params, scope)}`;
  pushEmbed(ctx, out, item, child, rest, toOne);
  if (item.inner) {
    const existsAlias = ctx.nextAlias();
    const existsField: FieldContext = { relation: target, alias: existsAlias, params: ctx.params };
    out.innerConditions.push(
      `exists (select 1 from ${qualified(fn.name, fn.schema)}(${ident(parentAlias)}) as ${ident(existsAlias)} ${whereSql(existsField, scope.filters)})`,
    );
  }
}

function embedColumns(
  ctx: BuildContext,
  out: { columns: string[]; names: string[] },
  rel: Relationship,
  parentAlias: string,
  item: EmbedItem,
  childPath: string,
  scope: Scope,
): void {
  const childAlias = ctx.nextAlias();
  const child = selectParts(ctx, rel.target, childAlias, item.items, childPath);
  const childField: FieldContext = { relation: rel.target, alias: childAlias, params: ctx.params };
  const join = joinSql(rel, parentAlias, childAlias);
  const where = whereSql(childField, scope.filters, [join, ...child.innerConditions]);
  const from = `from ${qualified(rel.target.name, rel.target.schema)} as ${ident(childAlias)}`;
  const toOne = rel.cardinality === 'one';
  const rest = toOne
    ? `${from} ${where}`
    : `${from} ${where} ${orderSql(childField, scope.order)} ${pagingSql(ctx.params, scope)}`;
  pushEmbed(ctx, out, item, child, rest, toOne);
}

function relationEmbed(
  ctx: BuildContext,
  out: { columns: string[]; names: string[]; innerConditions: string[] },
  rel: Relationship,
  parentAlias: string,
  item: EmbedItem,
  path: string,
): void {
  const childPath = path ? `${path}.${item.alias ?? item.name}` : (item.alias ?? item.name);
  const scope = scopeOf(ctx, childPath);
  // An empty embed (`users()`) adds no column; its parameters must not be bound either.
  if (item.items.length > 0) embedColumns(ctx, out, rel, parentAlias, item, childPath, scope);
  if (item.inner) {
    const existsAlias = ctx.nextAlias();
    const existsField: FieldContext = {
      relation: rel.target,
      alias: existsAlias,
      params: ctx.params,
    };
    const existsWhere = whereSql(existsField, scope.filters, [
      joinSql(rel, parentAlias, existsAlias),
    ]);
    out.innerConditions.push(
      `exists (select 1 from ${qualified(rel.target.name, rel.target.schema)} as ${ident(existsAlias)} ${existsWhere})`,
    );
  }
}

/** Builds the select list of one level, embedding related rows as JSON sub-selects. */
export function selectParts(
  ctx: BuildContext,
  relation: CatalogRelation,
  alias: string,
  items: SelectItem[],
  path: string,
): SelectParts {
  const field: FieldContext = { relation, alias, params: ctx.params };
  const out = { columns: [] as string[], names: [] as string[], innerConditions: [] as string[] };
  const aggregates: string[] = [];
  const aggregateNames: string[] = [];
  const hasAggregate = items.some((i) => i.kind === 'aggregate');
  for (const item of items) {
    if (item.kind === 'star') {
      // Listed by name when the level groups, so each column can be grouped by.
      if (hasAggregate)
        for (const name of relation.columns.keys()) {
          out.columns.push(`${ident(alias)}.${ident(name)}`);
          out.names.push(name);
        }
      else {
        out.columns.push(`${ident(alias)}.*`);
        out.names.push(...relation.columns.keys());
      }
      continue;
    }
    if (item.kind === 'aggregate') {
      if (!ctx.catalog.settings.aggregates)
        throw pgrstError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
      const name = item.alias ?? item.fn;
      let value = `count(*)`;
      if (item.field) {
        const inner = `pgrst_agg${aggregates.length}`;
        out.columns.push(`${fieldSql(field, item.field)} as ${ident(inner)}`);
        out.names.push(inner);
        value = `${item.fn}(_g.${ident(inner)})`;
      }
      aggregates.push(`${item.cast ? `(${value})::${item.cast}` : value} as ${ident(name)}`);
      aggregateNames.push(name);
      continue;
    }
    if (item.kind === 'field') {
      // `messages(count)`: PostgREST's older spelling of `count()` in an embed.
      if (
        item.field.column === 'count' &&
        item.field.json.length === 0 &&
        !relation.columns.has('count') &&
        path !== ''
      ) {
        aggregates.push(`count(*) as ${ident(item.alias ?? 'count')}`);
        aggregateNames.push(item.alias ?? 'count');
        continue;
      }
      const expression = fieldSql(field, item.field);
      const cast = item.cast ? `::${item.cast}` : '';
      const name = item.alias ?? item.field.json.at(-1)?.key ?? item.field.column;
      out.columns.push(`${item.cast ? `(${expression})${cast}` : expression} as ${ident(name)}`);
      out.names.push(name);
      continue;
    }
    const computed = item.hint ? undefined : relation.computedRelations?.get(item.name);
    if (computed) computedEmbed(ctx, out, computed, alias, item, path);
    else {
      const rel = findRelationship(ctx.catalog, relation, item.name, item.hint);
      relationEmbed(ctx, out, rel, alias, item, path);
    }
  }
  const outputs = aggregates.length
    ? [...out.names.filter((n) => !n.startsWith('pgrst_agg')), ...aggregateNames]
    : out.names;
  return { ...out, outputs, aggregates: aggregates.length ? aggregates : undefined };
}
