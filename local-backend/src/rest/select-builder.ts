import type { Catalog, CatalogRelation } from './catalog';
import { fieldSql, whereSql, type FieldContext } from './filters';
import type { OrderTerm, SelectItem } from './query-grammar';
import { findRelationship, joinSql } from './relationships';
import type { RequestOptions, Scope } from './request-options';
import { Params, ident, qualified } from './sql';

export interface BuildContext {
  catalog: Catalog;
  params: Params;
  scopes: Map<string, Scope>;
  nextAlias: () => string;
}

export function buildContext(catalog: Catalog, options: RequestOptions): BuildContext {
  let counter = 0;
  return {
    catalog,
    params: new Params(),
    scopes: options.scopes,
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
  return ctx.scopes.get(path) ?? emptyScope;
}

export interface SelectParts {
  columns: string[];
  /** `exists (...)` conditions that `!inner` embeds add to the parent. */
  innerConditions: string[];
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
  const columns: string[] = [];
  const innerConditions: string[] = [];
  for (const item of items) {
    if (item.kind === 'star') {
      columns.push(`${ident(alias)}.*`);
      continue;
    }
    if (item.kind === 'field') {
      const expression = fieldSql(field, item.field);
      const cast = item.cast ? `::${item.cast}` : '';
      const name = item.alias ?? item.field.json.at(-1)?.key ?? item.field.column;
      columns.push(`${item.cast ? `(${expression})${cast}` : expression} as ${ident(name)}`);
      continue;
    }
    const rel = findRelationship(ctx.catalog, relation, item.name, item.hint);
    const childAlias = ctx.nextAlias();
    const outputName = item.alias ?? item.name;
    const childPath = path ? `${path}.${outputName}` : outputName;
    const scope = scopeOf(ctx, childPath);
    const child = selectParts(ctx, rel.target, childAlias, item.items, childPath);
    const childField: FieldContext = {
      relation: rel.target,
      alias: childAlias,
      params: ctx.params,
    };
    const join = joinSql(rel, alias, childAlias);
    const where = whereSql(childField, scope.filters, [join, ...child.innerConditions]);
    const from = `from ${qualified(rel.target.name)} as ${ident(childAlias)}`;
    const rowAlias = ctx.nextAlias();
    if (rel.cardinality === 'one') {
      columns.push(
        `(select row_to_json(${rowAlias}) from (select ${child.columns.join(', ')} ${from} ${where} limit 1) ${rowAlias}) as ${ident(outputName)}`,
      );
    } else {
      const inner = `select ${child.columns.join(', ')} ${from} ${where} ${orderSql(childField, scope.order)} ${pagingSql(ctx.params, scope)}`;
      columns.push(
        `coalesce((select json_agg(${rowAlias}) from (${inner}) ${rowAlias}), '[]'::json) as ${ident(outputName)}`,
      );
    }
    if (item.inner) {
      const existsAlias = ctx.nextAlias();
      const existsField: FieldContext = {
        relation: rel.target,
        alias: existsAlias,
        params: ctx.params,
      };
      const existsWhere = whereSql(existsField, scope.filters, [joinSql(rel, alias, existsAlias)]);
      innerConditions.push(
        `exists (select 1 from ${qualified(rel.target.name)} as ${ident(existsAlias)} ${existsWhere})`,
      );
    }
  }
  return { columns, innerConditions };
}
