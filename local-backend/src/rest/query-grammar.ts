import { badRequest } from './errors';
import { queryLimits } from './limits';

/**
 * A hand-written parser for the parts of PostgREST's query grammar supabase-js produces:
 * `select` trees, filters with `not`/`or`/`and` and `order` terms. It only builds an AST; names
 * are checked against the catalog and values bound as parameters later.
 */

/** `col`, `col->key`, `col->>key`, `col->0` */
export interface FieldPath {
  column: string;
  json: { arrow: '->' | '->>'; key: string }[];
}

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'field'; field: FieldPath; alias?: string; cast?: string }
  | {
      kind: 'embed';
      name: string;
      alias?: string;
      hint?: string;
      inner: boolean;
      /** `...rel(cols)`: the embedded columns are lifted into the parent. */
      spread?: boolean;
      items: SelectItem[];
    }
  | {
      kind: 'aggregate';
      /** count, sum, avg, min or max. */
      fn: string;
      /** Absent for `count()`. */
      field?: FieldPath;
      alias?: string;
      cast?: string;
    };

export type FilterNode =
  | {
      kind: 'condition';
      field: FieldPath;
      negate: boolean;
      operator: string;
      modifier?: string;
      value: string;
    }
  | { kind: 'group'; operator: 'and' | 'or'; negate: boolean; children: FilterNode[] };

export interface OrderTerm {
  field: FieldPath;
  descending: boolean;
  nulls?: 'first' | 'last';
}

const identifier = /^[A-Za-z_][A-Za-z0-9_$ -]*$/;

/** Splits on a separator at nesting depth 0, outside double quotes. */
export function splitTopLevel(text: string, separator = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '\\' && i + 1 < text.length) {
        current += ch + text[++i];
        continue;
      }
      if (ch === '"') quoted = false;
      current += ch;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    if (depth < 0) throw badRequest('"failed to parse" (unbalanced parentheses)', text);
    if (ch === separator && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  if (depth !== 0 || quoted)
    throw badRequest('"failed to parse" (unbalanced parentheses or quotes)', text);
  parts.push(current);
  return parts;
}

function checkIdentifier(name: string, context: string): string {
  const trimmed = name.trim();
  // `"column whitespace"`: a quoted name is taken as written (checked against the catalog later).
  if (
    trimmed.length > 2 &&
    trimmed.startsWith('"') &&
    trimmed.endsWith('"') &&
    !trimmed.slice(1, -1).includes('"')
  )
    return trimmed.slice(1, -1);
  if (!identifier.test(trimmed))
    throw badRequest(`"failed to parse ${context}" (unexpected "${name}")`, name);
  return trimmed;
}

export function parseFieldPath(text: string): FieldPath {
  const pieces = text.split(/(->>|->)/);
  const column = checkIdentifier(pieces[0] ?? '', 'column');
  const json: FieldPath['json'] = [];
  for (let i = 1; i < pieces.length; i += 2) {
    const arrow = pieces[i] === '->>' ? '->>' : '->';
    const key = pieces[i + 1] ?? '';
    if (key === '') throw badRequest('"failed to parse json path"', text);
    json.push({ arrow, key: key.replace(/^'(.*)'$/, '$1') });
  }
  return { column, json };
}

/** Embeds seen so far in one `select`, against `queryLimits.embedCount`. */
interface EmbedBudget {
  embeds: number;
}

function enterEmbed(depth: number, budget: EmbedBudget): void {
  budget.embeds++;
  if (depth > queryLimits.embedDepth)
    throw badRequest(
      `"select" embeds resources ${depth} levels deep; at most ${queryLimits.embedDepth} are accepted`,
      'Embed less deeply, or fetch the deeper levels in a second request.',
    );
  if (budget.embeds > queryLimits.embedCount)
    throw badRequest(
      `"select" embeds more than ${queryLimits.embedCount} resources`,
      'Embed fewer resources, or fetch some of them in a second request.',
    );
}

const aggregates = new Set(['count', 'sum', 'avg', 'min', 'max']);

/** `count()`, `alias:col.sum()`, `col.max()::text`: PostgREST's aggregate functions. */
function parseAggregate(text: string): SelectItem | undefined {
  const call = text.indexOf('()');
  if (call === -1) return undefined;
  const tail = text.slice(call + 2);
  if (tail !== '' && !tail.startsWith('::')) return undefined;
  const named = text.slice(0, call);
  const { alias, rest: head } = splitAlias(named, named.indexOf(':'));
  const dot = head.lastIndexOf('.');
  const fn = head.slice(dot + 1);
  if (!aggregates.has(fn) || (dot === -1 && fn !== 'count')) return undefined;
  const cast = tail ? checkCast(tail.slice(2), text) : undefined;
  const field = dot === -1 ? undefined : parseFieldPath(head.slice(0, dot));
  return { kind: 'aggregate', fn, field, alias, cast };
}

/** One item of a `select` whose whitespace outside quotes is already gone (`stripWhitespace`). */
function parseSelectItem(text: string, depth: number, budget: EmbedBudget): SelectItem {
  if (text === '*') return { kind: 'star' };
  const aggregate = parseAggregate(text);
  if (aggregate) return aggregate;
  const open = text.indexOf('(');
  if (open !== -1) {
    if (!text.endsWith(')')) throw badRequest('"failed to parse select parameter"', text);
    const named = text.slice(0, open);
    const inside = text.slice(open + 1, -1);
    const { alias, rest } = splitAlias(named, named.indexOf(':'));
    let head = rest;
    const spread = head.startsWith('...');
    if (spread) head = head.slice(3);
    const [name = '', ...hints] = head.split('!');
    let inner = false;
    let hint: string | undefined;
    for (const h of hints) {
      if (h === 'inner') inner = true;
      else if (h === 'left') inner = false;
      else hint = checkIdentifier(h, 'select parameter');
    }
    enterEmbed(depth + 1, budget);
    return {
      kind: 'embed',
      name: checkIdentifier(name, 'select parameter'),
      alias,
      hint,
      inner,
      ...(spread ? { spread } : {}),
      // `users()` embeds nothing: it only filters (with `!inner`) and is left out of the output.
      items: inside === '' ? [] : parseSelectList(inside, depth + 1, budget),
    };
  }
  let rest = text;
  let cast: string | undefined;
  const castAt = rest.indexOf('::');
  if (castAt !== -1) {
    cast = checkCast(rest.slice(castAt + 2), text);
    rest = rest.slice(0, castAt);
  }
  // An alias colon is a single ':' not part of '::'.
  const { alias, rest: path } = splitAlias(rest, rest.search(/(?<!:):(?!:)/));
  return { kind: 'field', field: parseFieldPath(path), alias, cast };
}

/** A cast names a type: letters, digits, `_` and spaces (`double precision`), maybe `[]`. */
function checkCast(cast: string, item: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_ ]*(\[\])?$/.test(cast))
    throw badRequest('"failed to parse select parameter" (cast)', item);
  return cast;
}

/** Splits `alias:rest` at the colon found (-1: no alias); an alias must be an identifier. */
function splitAlias(text: string, colon: number): { alias: string | undefined; rest: string } {
  if (colon === -1) return { alias: undefined, rest: text };
  return {
    alias: checkIdentifier(text.slice(0, colon), 'select parameter'),
    rest: text.slice(colon + 1),
  };
}

/**
 * Drops whitespace outside double quotes in one pass (a regular expression with a look-ahead
 * for balanced quotes backtracks for minutes on a few thousand spaces and a quote).
 */
export function stripWhitespace(text: string): string {
  let out = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charAt(i);
    if (quoted && ch === '\\' && i + 1 < text.length) {
      out += ch + text.charAt(++i);
      continue;
    }
    if (ch === '"') quoted = !quoted;
    if (quoted || !/\s/.test(ch)) out += ch;
  }
  return out;
}

function parseSelectList(text: string, depth: number, budget: EmbedBudget): SelectItem[] {
  return splitTopLevel(text).map((item) => parseSelectItem(item, depth, budget));
}

export function parseSelect(text: string): SelectItem[] {
  const cleaned = stripWhitespace(text);
  if (cleaned === '') return [{ kind: 'star' }];
  return parseSelectList(cleaned, 0, { embeds: 0 });
}

const operators = new Set([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
  'isdistinct',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxl',
  'nxr',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
]);

/** Parses the value side of `col=[not.]op[(modifier)].value`. */
export function parseCondition(field: FieldPath, text: string): FilterNode {
  let rest = text;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const match = /^([a-z]+)(?:\(([A-Za-z0-9_]+)\))?\.([\s\S]*)$/.exec(rest);
  if (!match || !operators.has(match[1] ?? '')) {
    throw badRequest(
      `"failed to parse filter (${text})"`,
      `unknown or missing operator in "${text}"`,
    );
  }
  return {
    kind: 'condition',
    field,
    negate,
    operator: match[1] ?? '',
    modifier: match[2],
    value: match[3] ?? '',
  };
}

/** Parses `(a.eq.1,and(b.gt.2,c.lt.3))` for `or=`/`and=` parameters. */
export function parseLogic(
  operator: 'and' | 'or',
  negate: boolean,
  text: string,
  depth = 1,
): FilterNode {
  if (depth > queryLimits.logicDepth)
    throw badRequest(
      `"failed to parse logic tree" (nested more than ${queryLimits.logicDepth} levels deep)`,
      'Flatten the and/or tree.',
    );
  if (!text.startsWith('(') || !text.endsWith(')')) {
    throw badRequest(`"failed to parse logic tree (${text})"`, 'expected a parenthesised list');
  }
  const children = splitTopLevel(text.slice(1, -1)).map((part): FilterNode => {
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(part);
    if (nested)
      return parseLogic(
        nested[2] === 'and' ? 'and' : 'or',
        nested[1] !== undefined,
        nested[3] ?? '',
        depth + 1,
      );
    const dot = part.indexOf('.');
    if (dot <= 0) throw badRequest(`"failed to parse logic tree (${text})"`, part);
    return parseCondition(parseFieldPath(part.slice(0, dot)), part.slice(dot + 1));
  });
  return { kind: 'group', operator, negate, children };
}

/** `(a,"b,c",d)` -> ['a', 'b,c', 'd'] as PostgREST reads `in` lists. */
export function parseList(text: string): string[] {
  const inner = text.startsWith('(') && text.endsWith(')') ? text.slice(1, -1) : null;
  if (inner === null)
    throw badRequest('"failed to parse filter" (in list must be parenthesised)', text);
  if (inner === '') return [];
  return splitTopLevel(inner).map(unquote);
}

export function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

export function parseOrder(text: string): OrderTerm[] {
  return splitTopLevel(text).map((term) => {
    const [path = '', ...flags] = term.split('.');
    const order: OrderTerm = { field: parseFieldPath(path), descending: false };
    for (const flag of flags) {
      if (flag === 'desc') order.descending = true;
      else if (flag === 'asc') order.descending = false;
      else if (flag === 'nullsfirst') order.nulls = 'first';
      else if (flag === 'nullslast') order.nulls = 'last';
      else throw badRequest(`"failed to parse order (${text})"`, `unexpected "${flag}"`);
    }
    return order;
  });
}
