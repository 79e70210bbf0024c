import type { Catalog, CatalogFunction, CatalogRelation } from './catalog';
import { pgrstError } from './errors';
import { ident, qualified, type Params } from './sql';

export type Args = Record<string, unknown>;

/** Picks the overload whose named arguments match the call, as PostgREST does. */
export function findFunction(catalog: Catalog, name: string, args: Args): CatalogFunction {
  const keys = Object.keys(args);
  const match = (catalog.functions.get(name) ?? []).find(
    (fn) =>
      keys.every((k) => fn.args.some((a) => a.name === k)) &&
      fn.args.every((a) => a.hasDefault || keys.includes(a.name)),
  );
  if (!match) {
    throw pgrstError(
      404,
      'PGRST202',
      `Could not find the function public.${name}(${keys.sort().join(', ')}) in the schema cache`,
      `Searched for the function public.${name} with parameters ${keys.join(', ') || 'none'}, but no matches were found in the schema cache.`,
    );
  }
  return match;
}

function argumentSql(params: Params, type: string, value: unknown): string {
  if (value === null || value === undefined) return `null::${type}`;
  if (type === 'json' || type === 'jsonb') return `${params.add(JSON.stringify(value))}::${type}`;
  if (type.endsWith('[]') && Array.isArray(value)) {
    // A JSON array becomes a Postgres array of the declared element type.
    return `(array(select json_array_elements_text(${params.add(JSON.stringify(value))}::json)))::${type}`;
  }
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return `${params.add(text)}::${type}`;
}

/** `public."fn"("a" => $1::int, ...)`; types come from the catalog, values are bound. */
export function callSql(params: Params, fn: CatalogFunction, args: Args): string {
  const named = Object.entries(args).map(([key, value]) => {
    const arg = fn.args.find((a) => a.name === key);
    if (!arg) throw new Error(`argument ${key} was checked by findFunction`);
    return `${ident(key)} => ${argumentSql(params, arg.type, value)}`;
  });
  return `${qualified(fn.name)}(${named.join(', ')})`;
}

/** The row shape of a function returning rows: a public table's, or its OUT/TABLE columns. */
export function resultRelation(catalog: Catalog, fn: CatalogFunction): CatalogRelation {
  const table = catalog.relations.get(fn.returnType);
  if (table) return table;
  return {
    name: fn.name,
    kind: 'view',
    columns: new Map(fn.outColumns.map((c) => [c.name, c])),
    primaryKey: [],
  };
}
