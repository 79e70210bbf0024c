import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/types';
import { queryLimits } from './limits';
import {
  parseCondition,
  parseFieldPath,
  parseList,
  parseLogic,
  parseOrder,
  parseSelect,
  splitTopLevel,
  stripWhitespace,
  unquote,
} from './query-grammar';

// The edges of the query grammar as a client sees them: the exact 400 (PGRST100) a malformed
// `select`, filter, `or=` tree or `order` gets back, and how quotes, backslashes, parentheses and
// whitespace are read. The REST handler sends these errors' status and body as they are.

/** The status and body the API answers for a parse that throws. */
function refusal(parse: () => unknown): { status: number; body: Record<string, unknown> } {
  try {
    parse();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, body: error.body };
    throw error;
  }
  throw new Error('expected the parse to be refused');
}

const pgrst100 = (message: string, details: string | null) => ({
  status: 400,
  body: { code: 'PGRST100', message, details, hint: null },
});

const field = (column: string) => ({ column, json: [] });
const plain = (column: string) => ({
  kind: 'field',
  field: field(column),
  alias: undefined,
  cast: undefined,
});

describe('splitting at the top level', () => {
  it('keeps separators inside quotes and parentheses, and escaped quotes inside quotes', () => {
    expect(splitTopLevel('"a\\",b",c')).toEqual(['"a\\",b"', 'c']);
    expect(splitTopLevel('a,(b,(c,d)),e')).toEqual(['a', '(b,(c,d))', 'e']);
    expect(splitTopLevel('a.b.c', '.')).toEqual(['a', 'b', 'c']);
    expect(splitTopLevel('')).toEqual(['']);
    expect(splitTopLevel('a,,b')).toEqual(['a', '', 'b']);
  });

  it('treats parentheses inside quotes as text', () => {
    expect(splitTopLevel('"(",")",x')).toEqual(['"("', '")"', 'x']);
  });

  it('refuses a closing parenthesis before its opening one', () => {
    expect(refusal(() => splitTopLevel('a),(b'))).toEqual(
      pgrst100('"failed to parse" (unbalanced parentheses)', 'a),(b'),
    );
  });

  it('refuses an unclosed parenthesis or quote', () => {
    const unbalanced = '"failed to parse" (unbalanced parentheses or quotes)';
    expect(refusal(() => splitTopLevel('(a,b'))).toEqual(pgrst100(unbalanced, '(a,b'));
    expect(refusal(() => splitTopLevel('"a,b'))).toEqual(pgrst100(unbalanced, '"a,b'));
    // A backslash escapes the closing quote, so the quote is still open.
    expect(refusal(() => splitTopLevel('"a\\"'))).toEqual(pgrst100(unbalanced, '"a\\"'));
  });
});

describe('whitespace in select', () => {
  it('drops whitespace outside quotes and keeps it inside', () => {
    expect(stripWhitespace(' a ,\tb\n( c ) ')).toBe('a,b(c)');
    expect(stripWhitespace('"first name", x')).toBe('"first name",x');
  });

  it('reads a backslash inside quotes as escaping the next character only there', () => {
    // The escaped quote does not close the quoted name: the space after it is kept.
    expect(stripWhitespace('"a\\" b"')).toBe('"a\\" b"');
    // Outside quotes a backslash escapes nothing: the space after it is dropped.
    expect(stripWhitespace('a\\ b')).toBe('a\\b');
    expect(stripWhitespace('"a\\')).toBe('"a\\');
  });
});

describe('column names', () => {
  it('accepts letters, digits, _, $, spaces and hyphens after a letter or _', () => {
    expect(parseFieldPath('_a1$ b-c')).toEqual(field('_a1$ b-c'));
    expect(parseFieldPath(' padded ')).toEqual(field('padded'));
  });

  it('takes a quoted name as written', () => {
    expect(parseFieldPath('"a.b,c"')).toEqual(field('a.b,c'));
    expect(parseFieldPath('"x"')).toEqual(field('x'));
  });

  it.each(['1abc', 'a.b', 'a;b', 'a"b', '""', '"a', 'a"', '"ab', 'ab"', '"a"b"', '', 'é'])(
    'refuses %j with the column it could not read',
    (name) => {
      expect(refusal(() => parseFieldPath(name))).toEqual(
        pgrst100(`"failed to parse column" (unexpected "${name}")`, name),
      );
    },
  );

  it('reads JSON paths: -> keeps JSON, ->> gives text, quotes around a key are dropped', () => {
    expect(parseFieldPath("meta->'a b'->>c")).toEqual({
      column: 'meta',
      json: [
        { arrow: '->', key: 'a b' },
        { arrow: '->>', key: 'c' },
      ],
    });
    // Only a key wrapped in quotes on both sides loses them.
    expect(parseFieldPath("meta->'a->>b'")).toEqual({
      column: 'meta',
      json: [
        { arrow: '->', key: "'a" },
        { arrow: '->>', key: "b'" },
      ],
    });
    expect(parseFieldPath("m->>x'y'").json).toEqual([{ arrow: '->>', key: "x'y'" }]);
    expect(parseFieldPath("m->>'x'y").json).toEqual([{ arrow: '->>', key: "'x'y" }]);
  });

  it('refuses an arrow without a key', () => {
    for (const path of ['meta->', 'meta->>', 'meta->->a']) {
      expect(refusal(() => parseFieldPath(path))).toEqual(
        pgrst100('"failed to parse json path"', path),
      );
    }
  });
});

describe('select', () => {
  it('reads an empty select as every column', () => {
    expect(parseSelect('')).toEqual([{ kind: 'star' }]);
    expect(parseSelect('  ')).toEqual([{ kind: 'star' }]);
  });

  it('reads aliases, casts and aliased casts, but not a cast as an alias', () => {
    expect(parseSelect('n:name::text,price::numeric[],tags::text[]')).toEqual([
      { kind: 'field', field: field('name'), alias: 'n', cast: 'text' },
      { kind: 'field', field: field('price'), alias: undefined, cast: 'numeric[]' },
      { kind: 'field', field: field('tags'), alias: undefined, cast: 'text[]' },
    ]);
    expect(parseSelect('"my col":meta->>x')).toEqual([
      {
        kind: 'field',
        field: { column: 'meta', json: [{ arrow: '->>', key: 'x' }] },
        alias: 'my col',
        cast: undefined,
      },
    ]);
  });

  it.each(['a::', 'a::1int', 'a::text;drop', 'a::text[', 'a::text[]x'])(
    'refuses the cast in %j',
    (text) => {
      expect(refusal(() => parseSelect(text))).toEqual(
        pgrst100('"failed to parse select parameter" (cast)', text),
      );
    },
  );

  it('names the column it could not read before a cast', () => {
    expect(refusal(() => parseSelect('1a::text'))).toEqual(
      pgrst100('"failed to parse column" (unexpected "1a")', '1a'),
    );
  });

  it('refuses an alias that is not a name', () => {
    expect(refusal(() => parseSelect('1x:name'))).toEqual(
      pgrst100('"failed to parse select parameter" (unexpected "1x")', '1x'),
    );
  });

  it('reads aggregates with and without a column, alias and cast', () => {
    expect(parseSelect('count(),total:count()::text,price.sum(),avg_price:price.avg()')).toEqual([
      { kind: 'aggregate', fn: 'count', field: undefined, alias: undefined, cast: undefined },
      { kind: 'aggregate', fn: 'count', field: undefined, alias: 'total', cast: 'text' },
      { kind: 'aggregate', fn: 'sum', field: field('price'), alias: undefined, cast: undefined },
      { kind: 'aggregate', fn: 'avg', field: field('price'), alias: 'avg_price', cast: undefined },
    ]);
    expect(parseSelect('stock.min(),stock.max()::int,id.count()')).toEqual([
      { kind: 'aggregate', fn: 'min', field: field('stock'), alias: undefined, cast: undefined },
      { kind: 'aggregate', fn: 'max', field: field('stock'), alias: undefined, cast: 'int' },
      { kind: 'aggregate', fn: 'count', field: field('id'), alias: undefined, cast: undefined },
    ]);
  });

  it('reads `sum()` without a column as an embed, not an aggregate', () => {
    expect(parseSelect('sum()')).toEqual([
      { kind: 'embed', name: 'sum', alias: undefined, hint: undefined, inner: false, items: [] },
    ]);
  });

  it('refuses an aggregate with an unreadable cast or trailing text', () => {
    expect(refusal(() => parseSelect('count()::int;x'))).toEqual(
      pgrst100('"failed to parse select parameter" (cast)', 'count()::int;x'),
    );
    expect(refusal(() => parseSelect('count()x'))).toEqual(
      pgrst100('"failed to parse select parameter"', 'count()x'),
    );
    expect(refusal(() => parseSelect('price.median()'))).toEqual(
      pgrst100('"failed to parse select parameter" (unexpected "price.median")', 'price.median'),
    );
    expect(refusal(() => parseSelect('1a:count()'))).toEqual(
      pgrst100('"failed to parse select parameter" (unexpected "1a")', '1a'),
    );
  });

  it('reads embeds: alias, hints, !inner and !left, spreads, empty embeds', () => {
    expect(parseSelect('a:users!author_fk!left(id),...category(name),tags!inner()')).toEqual([
      {
        kind: 'embed',
        name: 'users',
        alias: 'a',
        hint: 'author_fk',
        inner: false,
        items: [plain('id')],
      },
      {
        kind: 'embed',
        name: 'category',
        alias: undefined,
        hint: undefined,
        inner: false,
        spread: true,
        items: [plain('name')],
      },
      {
        kind: 'embed',
        name: 'tags',
        alias: undefined,
        hint: undefined,
        inner: true,
        items: [],
      },
    ]);
    // The last of !inner and !left wins.
    expect(parseSelect('users!inner!left(id)')).toMatchObject([{ inner: false }]);
    expect(parseSelect('users!left!inner(id)')).toMatchObject([{ inner: true }]);
  });

  it('refuses an embed that does not end where it should, or names nothing readable', () => {
    expect(refusal(() => parseSelect('users(id)x'))).toEqual(
      pgrst100('"failed to parse select parameter"', 'users(id)x'),
    );
    expect(refusal(() => parseSelect('us;ers(id)'))).toEqual(
      pgrst100('"failed to parse select parameter" (unexpected "us;ers")', 'us;ers'),
    );
    expect(refusal(() => parseSelect('users!1x(id)'))).toEqual(
      pgrst100('"failed to parse select parameter" (unexpected "1x")', '1x'),
    );
    expect(refusal(() => parseSelect('1a:users(id)'))).toEqual(
      pgrst100('"failed to parse select parameter" (unexpected "1a")', '1a'),
    );
  });

  /** `a(a(a(...(id))))`, `levels` embeds deep. */
  const nested = (levels: number) => `${'a('.repeat(levels)}id${')'.repeat(levels)}`;

  it(`accepts embeds ${queryLimits.embedDepth} levels deep and refuses one more`, () => {
    expect(() => parseSelect(nested(queryLimits.embedDepth))).not.toThrow();
    const depth = queryLimits.embedDepth + 1;
    expect(refusal(() => parseSelect(nested(depth)))).toEqual({
      status: 400,
      body: {
        code: 'PGRST100',
        message: `"select" embeds resources ${depth} levels deep; at most ${queryLimits.embedDepth} are accepted`,
        details: 'Embed less deeply, or fetch the deeper levels in a second request.',
        hint: null,
      },
    });
  });

  it(`accepts ${queryLimits.embedCount} embeds in one select and refuses one more`, () => {
    // Each item embeds two resources (one nested in the other): both count.
    const embeds = (items: number) =>
      Array.from({ length: items }, (_, i) => `e${i}:a(b(id))`).join(',');
    expect(() => parseSelect(embeds(queryLimits.embedCount / 2))).not.toThrow();
    expect(refusal(() => parseSelect(`${embeds(queryLimits.embedCount / 2)},x(id)`))).toEqual({
      status: 400,
      body: {
        code: 'PGRST100',
        message: `"select" embeds more than ${queryLimits.embedCount} resources`,
        details: 'Embed fewer resources, or fetch some of them in a second request.',
        hint: null,
      },
    });
  });
});

describe('filters', () => {
  it.each([
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
  ])('knows the operator %s', (operator) => {
    expect(parseCondition(field('a'), `${operator}.v`)).toEqual({
      kind: 'condition',
      field: field('a'),
      negate: false,
      operator,
      modifier: undefined,
      value: 'v',
    });
  });

  it('keeps the whole value after the operator, even empty or across lines', () => {
    expect(parseCondition(field('a'), 'eq.')).toMatchObject({ value: '' });
    expect(parseCondition(field('a'), 'eq.a\nb')).toMatchObject({ value: 'a\nb' });
    expect(parseCondition(field('a'), 'like(any).{a*,b*}')).toMatchObject({
      operator: 'like',
      modifier: 'any',
      value: '{a*,b*}',
    });
  });

  it('negates only with a leading not.', () => {
    expect(parseCondition(field('a'), 'not.is.null')).toMatchObject({
      negate: true,
      operator: 'is',
      value: 'null',
    });
    expect(parseCondition(field('a'), 'eq.not.x')).toMatchObject({ negate: false, value: 'not.x' });
  });

  it.each(['nope.1', 'EQ.1', 'eq', 'not.eq', 'not.not.eq.1', 'eq(a;b).1', '.eq.1', 'xeq.1'])(
    'refuses %j naming the filter',
    (text) => {
      expect(refusal(() => parseCondition(field('a'), text))).toEqual(
        pgrst100(`"failed to parse filter (${text})"`, `unknown or missing operator in "${text}"`),
      );
    },
  );
});

describe('logic trees', () => {
  it('reads negated and nested groups and conditions with dotted values', () => {
    expect(parseLogic('and', true, '(a.eq.1.5,or(b.is.null),not.or(c.gt.2))')).toEqual({
      kind: 'group',
      operator: 'and',
      negate: true,
      children: [
        {
          kind: 'condition',
          field: field('a'),
          negate: false,
          operator: 'eq',
          modifier: undefined,
          value: '1.5',
        },
        {
          kind: 'group',
          operator: 'or',
          negate: false,
          children: [
            {
              kind: 'condition',
              field: field('b'),
              negate: false,
              operator: 'is',
              modifier: undefined,
              value: 'null',
            },
          ],
        },
        {
          kind: 'group',
          operator: 'or',
          negate: true,
          children: [
            {
              kind: 'condition',
              field: field('c'),
              negate: false,
              operator: 'gt',
              modifier: undefined,
              value: '2',
            },
          ],
        },
      ],
    });
  });

  it('reads a column named like a group as a condition', () => {
    expect(parseLogic('or', false, '(order.eq.1)')).toEqual({
      kind: 'group',
      operator: 'or',
      negate: false,
      children: [
        {
          kind: 'condition',
          field: field('order'),
          negate: false,
          operator: 'eq',
          modifier: undefined,
          value: '1',
        },
      ],
    });
  });

  it('reads and(...) and or(...) as groups only when they are the whole part', () => {
    for (const [tree, column] of [
      ['(xand(a.eq.1))', 'xand(a'],
      ['(and(a.eq.1)x)', 'and(a'],
    ]) {
      expect(refusal(() => parseLogic('or', false, tree ?? ''))).toEqual(
        pgrst100(`"failed to parse column" (unexpected "${column}")`, column ?? ''),
      );
    }
  });

  it('refuses a tree that is not parenthesised', () => {
    for (const text of ['a.eq.1', '(a.eq.1', 'a.eq.1)']) {
      expect(refusal(() => parseLogic('or', false, text))).toEqual(
        pgrst100(`"failed to parse logic tree (${text})"`, 'expected a parenthesised list'),
      );
    }
  });

  it('refuses a part without a column and a dot', () => {
    expect(refusal(() => parseLogic('or', false, '(a.eq.1,.eq.2)'))).toEqual(
      pgrst100('"failed to parse logic tree ((a.eq.1,.eq.2))"', '.eq.2'),
    );
    expect(refusal(() => parseLogic('or', false, '(a.eq.1,b)'))).toEqual(
      pgrst100('"failed to parse logic tree ((a.eq.1,b))"', 'b'),
    );
  });

  /** `(and(and(...(a.eq.1))))`: a tree `levels` deep. */
  const tree = (levels: number) => `(${'and('.repeat(levels - 1)}a.eq.1${')'.repeat(levels - 1)})`;

  it(`accepts trees ${queryLimits.logicDepth} levels deep and refuses one more`, () => {
    expect(() => parseLogic('or', false, tree(queryLimits.logicDepth))).not.toThrow();
    expect(refusal(() => parseLogic('or', false, tree(queryLimits.logicDepth + 1)))).toEqual({
      status: 400,
      body: {
        code: 'PGRST100',
        message: `"failed to parse logic tree" (nested more than ${queryLimits.logicDepth} levels deep)`,
        details: 'Flatten the and/or tree.',
        hint: null,
      },
    });
  });
});

describe('in lists and quoted values', () => {
  it('unwraps one pair of parentheses and unquotes each item', () => {
    expect(parseList('(1,2)')).toEqual(['1', '2']);
    expect(parseList('("a\\\\b","c\\"d","")')).toEqual(['a\\b', 'c"d', '']);
    expect(parseList('(())')).toEqual(['()']);
    expect(parseList('( a )')).toEqual([' a ']);
  });

  it('refuses a list without its parentheses', () => {
    for (const text of ['1,2', '(1,2', '1,2)', '']) {
      expect(refusal(() => parseList(text))).toEqual(
        pgrst100('"failed to parse filter" (in list must be parenthesised)', text),
      );
    }
  });

  it('unquotes only a value quoted on both ends', () => {
    expect(unquote('"a,b"')).toBe('a,b');
    expect(unquote('""')).toBe('');
    expect(unquote('"')).toBe('"');
    expect(unquote('"a')).toBe('"a');
    expect(unquote('a"')).toBe('a"');
    expect(unquote('a\\"b')).toBe('a\\"b');
    expect(unquote('"\\a\\\\"')).toBe('a\\');
  });
});

describe('order', () => {
  it('reads direction and nulls placement in any order; the last direction wins', () => {
    expect(parseOrder('a.nullsfirst.desc,b.desc.asc,c.nullslast')).toEqual([
      { field: field('a'), descending: true, nulls: 'first' },
      { field: field('b'), descending: false },
      { field: field('c'), descending: false, nulls: 'last' },
    ]);
  });

  it('refuses an unknown flag, naming it', () => {
    expect(refusal(() => parseOrder('a.desc,b.up'))).toEqual(
      pgrst100('"failed to parse order (a.desc,b.up)"', 'unexpected "up"'),
    );
    expect(refusal(() => parseOrder('a.'))).toEqual(
      pgrst100('"failed to parse order (a.)"', 'unexpected ""'),
    );
  });
});
