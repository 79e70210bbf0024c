import type { Catalog, CatalogFunction, CatalogRelation } from './catalog';
import { pgrstError } from './errors';
import { ident, qualified, type Params } from './sql';

export type Args = Record<string, unknown>;

/** Types a single unnamed parameter may have to receive a JSON request body whole. */
const bodyTypes = new Set(['json', 'jsonb']);
/** Types a single unnamed parameter may have for PostgREST to expose the function at all. */
const unnamedTypes = new Set(['json', 'jsonb', 'text', 'xml', 'bytea']);

/**
 * PostgREST exposes a function when all its parameters are named, or when it has one unnamed
 * parameter of a body type; others (e.g. computed columns taking a row) are not callable.
 */
export function isCallable(fn: CatalogFunction): boolean {
  if (fn.args.every((a) => a.name !== '')) return true;
  return fn.args.length === 1 && unnamedTypes.has(fn.args[0]?.type ?? '');
}

/** PostgREST's rule: the keys name every required parameter and only known parameters. */
function matchesKeys(fn: CatalogFunction, keys: Set<string>): boolean {
  if (fn.args.length === 0) return keys.size === 0;
  const required = fn.args.filter((a) => !a.hasDefault).map((a) => a.name);
  const optional = new Set(fn.args.filter((a) => a.hasDefault).map((a) => a.name));
  const rest = [...keys].filter((k) => !optional.has(k));
  return rest.length === required.length && required.every((r) => keys.has(r));
}

const signature = (fn: CatalogFunction) =>
  `public.${fn.name}(${fn.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`;

/** Ambiguity is listed with the fewest parameters first, then by parameter types. */
function byParameters(a: CatalogFunction, b: CatalogFunction): number {
  if (a.args.length !== b.args.length) return a.args.length - b.args.length;
  return signature(a).localeCompare(signature(b));
}

function ambiguous(candidates: CatalogFunction[]): never {
  throw pgrstError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${[...candidates].sort(byParameters).map(signature).join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );
}

/** Levenshtein distance, for the "Perhaps you meant" hint. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The closest exposed function name, when one is close enough to be a likely typo. */
function closestName(catalog: Catalog, name: string): string | null {
  let best: { name: string; score: number } | null = null;
  for (const [other, overloads] of catalog.functions) {
    if (other === name || !overloads.some(isCallable)) continue;
    const score = 1 - distance(name, other) / Math.max(name.length, other.length);
    if (score >= 0.8 && (!best || score > best.score)) best = { name: other, score };
  }
  return best ? `Perhaps you meant to call the function public.${best.name}` : null;
}

function notFound(catalog: Catalog, name: string, keys: string[]): never {
  const list = keys.join(', ');
  const plural = keys.length > 1 ? 's' : '';
  throw pgrstError(
    404,
    'PGRST202',
    `Could not find the function public.${name}${keys.length ? `(${list})` : ' without parameters'} in the schema cache`,
    `Searched for the function public.${name}${keys.length ? ` with parameter${plural} ${list}` : ' without parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    closestName(catalog, name),
  );
}

export interface ResolvedFunction {
  fn: CatalogFunction;
  /** The body goes whole to the function's single unnamed json/jsonb parameter. */
  wholeBody: boolean;
}

/** Picks the overload PostgREST would call for these argument names, or answers its error. */
export function findFunction(
  catalog: Catalog,
  name: string,
  args: Args,
  jsonBody: boolean,
): ResolvedFunction {
  const keys = Object.keys(args);
  const keySet = new Set(keys);
  const overloads = (catalog.functions.get(name) ?? []).filter(isCallable);
  const matching = overloads.filter((fn) => matchesKeys(fn, keySet));
  if (matching.length > 1) ambiguous(matching);
  const [only] = matching;
  if (only) return { fn: only, wholeBody: false };
  const single = jsonBody
    ? overloads.filter(
        (fn) => fn.args.length === 1 && fn.args[0]?.name === '' && bodyTypes.has(fn.args[0].type),
      )
    : [];
  if (single.length > 1) ambiguous(single);
  const [body] = single;
  if (body) return { fn: body, wholeBody: true };
  return notFound(catalog, name, keys);
}

function argumentSql(params: Params, type: string, composite: boolean, value: unknown): string {
  if (value === null || value === undefined) return `null::${type}`;
  if (type === 'json' || type === 'jsonb') return `${params.add(JSON.stringify(value))}::${type}`;
  // A row argument arrives as a JSON object, as PostgREST reads it.
  if (composite)
    return `json_populate_record(null::${type}, ${params.add(JSON.stringify(value))}::json)`;
  if (type.endsWith('[]') && Array.isArray(value)) {
    // A JSON array becomes a Postgres array of the declared element type.
    return `(array(select json_array_elements_text(${params.add(JSON.stringify(value))}::json)))::${type}`;
  }
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return `${params.add(text)}::${type}`;
}

/** `public."fn"("a" => $1::int, ...)`; types come from the catalog, values are bound. */
export function callSql(params: Params, resolved: ResolvedFunction, args: Args): string {
  const { fn } = resolved;
  const [first] = fn.args;
  if (first && first.name === '') {
    // Unnamed: passed by position (the whole body, or the value under the empty key).
    const value = resolved.wholeBody ? args : args[''];
    if (value === undefined) return `${qualified(fn.name, fn.schema)}()`;
    return `${qualified(fn.name, fn.schema)}(${argumentSql(params, first.type, first.composite, value)})`;
  }
  const named = Object.entries(args).map(([key, value]) => {
    const arg = fn.args.find((a) => a.name === key);
    if (!arg) throw new Error(`argument ${key} was checked by findFunction`);
    return `${ident(key)} => ${argumentSql(params, arg.type, arg.composite, value)}`;
  });
  return `${qualified(fn.name, fn.schema)}(${named.join(', ')})`;
}

/** The row shape of a function returning rows: a public table's, or its OUT/TABLE columns. */
export function resultRelation(catalog: Catalog, fn: CatalogFunction): CatalogRelation {
  const table = catalog.relations.get(fn.returnType);
  if (table) return table;
  return {
    name: fn.name,
    schema: fn.schema,
    kind: 'view',
    columns: new Map(fn.outColumns.map((c) => [c.name, c])),
    primaryKey: [],
  };
}
