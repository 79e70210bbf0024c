import { header, type HttpRequest } from '../http/types';
import { parsePlan, type PlanRequest } from './explain';
import { badRequest } from './errors';
import { checkLength } from './limits';
import {
  parseCondition,
  parseFieldPath,
  parseLogic,
  parseOrder,
  parseSelect,
  type FilterNode,
  type OrderTerm,
  type SelectItem,
} from './query-grammar';

export interface Prefer {
  count?: 'exact' | 'planned' | 'estimated';
  returnRepresentation: boolean;
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missingDefault: boolean;
  /** `tx=rollback`: honoured only when the database allows it (`pgrst.db_tx_end`). */
  rollback: boolean;
  /** `handling=strict` with `max-affected=N`: refuse a change to more rows than N. */
  strict: boolean;
  maxAffected?: number;
}

/** Filters, order and paging that apply at one level of the select tree ('' = top level). */
export interface Scope {
  filters: FilterNode[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

export interface RequestOptions {
  select: SelectItem[];
  hasSelect: boolean;
  scopes: Map<string, Scope>;
  prefer: Prefer;
  singleObject: boolean;
  /** `Accept: text/csv`: the rows as CSV, a header line first. */
  csv: boolean;
  /** `Accept: application/vnd.pgrst.plan...`: the query plan instead of the rows. */
  plan?: PlanRequest;
  /** `Accept: ...;nulls=stripped`: null fields left out of the JSON. */
  stripNulls: boolean;
  onConflict?: string[];
  columns?: string[];
}

const reserved = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns']);

function parseNonNegative(value: string, name: string): number {
  if (!/^\d+$/.test(value)) throw badRequest(`"failed to parse ${name}"`, value);
  return Number(value);
}

export function parsePrefer(request: HttpRequest): Prefer {
  const prefer: Prefer = {
    returnRepresentation: false,
    missingDefault: false,
    rollback: false,
    strict: false,
  };
  const raw = header(request, 'prefer') ?? '';
  for (const part of raw.split(/[,;]/).map((p) => p.trim())) {
    const [key, value] = part.split('=');
    if (key === 'count' && (value === 'exact' || value === 'planned' || value === 'estimated'))
      prefer.count = value;
    if (key === 'return') prefer.returnRepresentation = value === 'representation';
    if (key === 'resolution' && (value === 'merge-duplicates' || value === 'ignore-duplicates'))
      prefer.resolution = value;
    if (key === 'missing') prefer.missingDefault = value === 'default';
    if (key === 'tx') prefer.rollback = value === 'rollback';
    if (key === 'handling') prefer.strict = value === 'strict';
    if (key === 'max-affected' && value && /^\d+$/.test(value)) prefer.maxAffected = Number(value);
  }
  return prefer;
}

function scopeFor(scopes: Map<string, Scope>, path: string): Scope {
  let scope = scopes.get(path);
  if (!scope) {
    scope = { filters: [], order: [] };
    scopes.set(path, scope);
  }
  return scope;
}

/** Reads the query string and headers into an AST; throws 400 on anything malformed. */
export function parseRequestOptions(request: HttpRequest): RequestOptions {
  const params = request.url.searchParams;
  const scopes = new Map<string, Scope>();
  const top = scopeFor(scopes, '');
  const selectParam = params.get('select');
  for (const [key, value] of params) {
    checkLength('query parameter name', key);
    checkLength(key, value);
    if (reserved.has(key)) continue;
    // `or=(...)`, `not.or=(...)`, `service.or=(...)`: logic trees, possibly on an embedded resource.
    // The path is matched lazily so `not.or` is a negated group, not an `or` on a resource "not".
    const logic = /^(?:(.+?)\.)??(not\.)?(or|and)$/.exec(key);
    if (logic) {
      const operator = logic[3] === 'and' ? 'and' : 'or';
      scopeFor(scopes, logic[1] ?? '').filters.push(
        parseLogic(operator, logic[2] !== undefined, value),
      );
      continue;
    }
    // `service.title=eq.x` filters an embedded resource; `service.order=...` orders it.
    const lastDot = key.lastIndexOf('.');
    const path = lastDot === -1 ? '' : key.slice(0, lastDot);
    const name = lastDot === -1 ? key : key.slice(lastDot + 1);
    const scope = scopeFor(scopes, path);
    if (name === 'order') scope.order.push(...parseOrder(value));
    else if (name === 'limit') scope.limit = parseNonNegative(value, 'limit');
    else if (name === 'offset') scope.offset = parseNonNegative(value, 'offset');
    else scope.filters.push(parseCondition(parseFieldPath(name), value));
  }
  const order = params.get('order');
  if (order) top.order.push(...parseOrder(order));
  const limit = params.get('limit');
  if (limit !== null) top.limit = parseNonNegative(limit, 'limit');
  const offset = params.get('offset');
  if (offset !== null) top.offset = parseNonNegative(offset, 'offset');

  const range = header(request, 'range');
  if (range && (header(request, 'range-unit') ?? 'items') === 'items') {
    const match = /^(\d+)-(\d*)$/.exec(range.trim());
    if (!match) throw badRequest('"Requested range not satisfiable"', range);
    const from = Number(match[1]);
    const to = match[2] ? Number(match[2]) : undefined;
    top.offset = from;
    if (to !== undefined) top.limit = Math.min(top.limit ?? Infinity, to - from + 1);
  }

  const accept = header(request, 'accept') ?? '';
  const onConflict = params.get('on_conflict');
  const columns = params.get('columns');
  return {
    select: parseSelect(selectParam ?? '*'),
    hasSelect: selectParam !== null,
    scopes,
    prefer: parsePrefer(request),
    singleObject: accept.includes('application/vnd.pgrst.object+json'),
    csv: accept.trim().startsWith('text/csv'),
    plan: parsePlan(accept),
    stripNulls: /;\s*nulls=stripped/.test(accept),
    onConflict: onConflict ? onConflict.split(',').map((c) => c.trim()) : undefined,
    columns: columns
      ? columns
          .replaceAll('"', '')
          .split(',')
          .map((c) => c.trim())
      : undefined,
  };
}
