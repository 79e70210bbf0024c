import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../http/types';
import { openDatabase } from '../platform/open-database';
import type { CatalogRelation } from './catalog';
import { whereSql } from './filters';
import { parseCondition, parseFieldPath, parseLogic } from './query-grammar';
import { Params } from './sql';

// Which rows each filter operator selects, as a client sees them: the filter is read by the
// query grammar as the REST handler reads `column=operator.value`, turned into a WHERE clause
// with bound parameters, and run on a real (in-memory) database.

let db: PGlite;

async function openThings(): Promise<PGlite> {
  const opened = await openDatabase({});
  await opened.exec(`
    create table public.things (
      id int primary key,
      title text,
      price numeric,
      active boolean,
      tags text[],
      span int4range,
      meta jsonb,
      doc tsvector
    );
    create function public.shout(public.things) returns text
      language sql immutable as $$ select upper($1.title) $$;
    insert into public.things values
      (1, 'Hammer', 12.5, true, '{tool,steel}', '[1,5)', '{"color":"red","sizes":[1,2],"n":1,"x1":"yes","1x":"no"}',
        to_tsvector('english', 'The quick brown foxes jump')),
      (2, 'saw', 30, false, '{tool}', '[5,10)', '{"color":"blue","sizes":[3],"long":[0,1,2,3,4,5,6,7,8,9,10]}',
        to_tsvector('english', 'Lazy dogs sleep all day')),
      (3, 'Novel 100%', 9.99, null, '{book}', '[10,20)', '{"color":null}',
        to_tsvector('english', 'A fox and a dog')),
      (4, null, null, null, null, null, null, null);
  `);
  return opened;
}

beforeAll(async () => {
  db = await openThings();
});

afterAll(async () => {
  await db?.close();
});

const relation: CatalogRelation = {
  name: 'things',
  schema: 'public',
  kind: 'table',
  columns: new Map(
    ['id', 'title', 'price', 'active', 'tags', 'span', 'meta', 'doc'].map((name) => [
      name,
      { name, type: 'text' },
    ]),
  ),
  primaryKey: ['id'],
  computed: new Map([
    [
      'shout',
      {
        name: 'shout',
        schema: 'public',
        args: [],
        returnType: 'text',
        returnsSet: false,
        returnKind: 'scalar',
        outColumns: [],
        singleRow: false,
      },
    ],
  ]),
};

/** The ids of the rows a set of query parameters selects (`column=op.value`, `or=(...)`). */
async function ids(...query: [string, string][]): Promise<number[]> {
  const params = new Params();
  const filters = query.map(([name, value]) =>
    name === 'or' || name === 'and'
      ? parseLogic(name, false, value)
      : name === 'not.or' || name === 'not.and'
        ? parseLogic(name === 'not.or' ? 'or' : 'and', true, value)
        : parseCondition(parseFieldPath(name), value),
  );
  const where = whereSql({ relation, alias: 't0', params }, filters);
  const result = await db.query<{ id: number }>(
    `select id from public.things as "t0" ${where} order by id`,
    params.values,
  );
  return result.rows.map((row) => row.id);
}

/** The status and body the API answers for a filter that is refused. */
async function refusal(name: string, value: string) {
  try {
    await ids([name, value]);
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, body: error.body };
    throw error;
  }
  throw new Error('expected the filter to be refused');
}

describe('comparisons', () => {
  it.each([
    ['eq.30', [2]],
    ['neq.30', [1, 3]],
    ['gt.12.5', [2]],
    ['gte.12.5', [1, 2]],
    ['lt.12.5', [3]],
    ['lte.12.5', [1, 3]],
    ['isdistinct.30', [1, 3, 4]],
    ['not.eq.30', [1, 3]],
    ['not.isdistinct.30', [2]],
  ])('price=%s', async (filter, expected) => {
    expect(await ids(['price', filter])).toEqual(expected);
  });

  it('with no filter selects every row', async () => {
    expect(await ids()).toEqual([1, 2, 3, 4]);
    expect(whereSql({ relation, alias: 't0', params: new Params() }, [])).toBe('');
  });

  it('combines several filters with and', async () => {
    expect(await ids(['price', 'gt.10'], ['title', 'eq.saw'])).toEqual([2]);
  });

  it('compares the value without its quotes, and with escaped quotes and backslashes', async () => {
    expect(await ids(['title', 'eq."Novel 100%"'])).toEqual([3]);
    expect(await ids(['title', 'eq.Novel 100%'])).toEqual([3]);
    expect(await ids(['title', 'eq."saw'])).toEqual([]);
    await db.query(`insert into public.things (id, title) values (5, 'a"b\\c')`);
    try {
      expect(await ids(['title', 'eq."a\\"b\\\\c"'])).toEqual([5]);
      expect(await ids(['title', 'eq(any).("a\\"b\\\\c",saw)'])).toEqual([2, 5]);
      expect(await ids(['title', 'like(any).{*\\\\*}'])).toEqual([5]);
    } finally {
      await db.query('delete from public.things where id = 5');
    }
  });
});

describe('pattern matching', () => {
  it.each([
    ['like.*a*', [1, 2]],
    ['like.S*', []],
    ['ilike.S*', [2]],
    ['like.*100%', [3]],
    ['like."*00*"', [3]],
    ['match.^H', [1]],
    ['match.^h', []],
    ['imatch.^h', [1]],
    ['match.a*', [1, 2, 3]],
  ])('title=%s', async (filter, expected) => {
    expect(await ids(['title', filter])).toEqual(expected);
  });
});

describe('is', () => {
  it.each([
    ['title', 'is.null', [4]],
    ['title', 'is.NULL', [4]],
    ['title', 'is.not_null', [1, 2, 3]],
    ['active', 'is.true', [1]],
    ['active', 'is.false', [2]],
    ['active', 'is.unknown', [3, 4]],
    ['active', 'not.is.true', [2, 3, 4]],
  ])('%s=%s', async (column, filter, expected) => {
    expect(await ids([column, filter])).toEqual(expected);
  });

  it('refuses anything else, naming what it accepts', async () => {
    expect(await refusal('active', 'is.maybe')).toEqual({
      status: 400,
      body: {
        code: 'PGRST100',
        message: '"failed to parse filter (is.maybe)"',
        details: 'is accepts null, not_null, true, false or unknown',
        hint: null,
      },
    });
  });
});

describe('in', () => {
  it.each([
    ['id', 'in.(1,3)', [1, 3]],
    ['id', 'in.()', []],
    ['id', 'not.in.()', [1, 2, 3, 4]],
    ['id', 'not.in.(1,3)', [2, 4]],
    ['title', 'in.("Novel 100%",saw)', [2, 3]],
    ['title', 'in.("saw,Hammer")', []],
  ])('%s=%s', async (column, filter, expected) => {
    expect(await ids([column, filter])).toEqual(expected);
  });

  it('refuses a list without parentheses', async () => {
    expect(await refusal('id', 'in.1,2')).toEqual({
      status: 400,
      body: {
        code: 'PGRST100',
        message: '"failed to parse filter" (in list must be parenthesised)',
        details: '1,2',
        hint: null,
      },
    });
  });
});

describe('arrays and ranges', () => {
  it.each([
    ['tags', 'cs.{tool,steel}', [1]],
    ['tags', 'cs.{tool}', [1, 2]],
    ['tags', 'cd.{tool}', [2]],
    ['tags', 'cd.{tool,steel,x}', [1, 2]],
    ['tags', 'ov.{book,steel}', [1, 3]],
    ['tags', 'ov.(book,steel)', [1, 3]],
    ['span', 'sl.[10,12)', [1, 2]],
    ['span', 'sr.[1,3)', [2, 3]],
    ['span', 'nxr.[1,7)', [1]],
    ['span', 'nxl.[6,7)', [3]],
    ['span', 'adj.[10,12)', [2]],
  ])('%s=%s', async (column, filter, expected) => {
    expect(await ids([column, filter])).toEqual(expected);
  });
});

describe('array literals', () => {
  it('reads a parenthesised list as an array for ov only', async () => {
    // PostgreSQL itself refuses the rest: `cs` wants {braces}.
    for (const [column, filter] of [
      ['tags', 'cs.(tool)'],
      ['tags', 'ov.(book'],
      ['tags', 'ov.book)'],
    ] as const) {
      await expect(ids([column, filter]), filter).rejects.toThrow('malformed array literal');
    }
  });
});

describe('full-text search', () => {
  it.each([
    ['fts.fox', [1, 3]],
    ['fts(english).foxes', [1, 3]],
    ['fts(simple).foxes', []],
    ['plfts(english).lazy dogs', [2]],
    ['plfts.fox dog', [3]],
    ['phfts(english).quick brown', [1]],
    ['phfts(english).brown quick', []],
    ['wfts(english).fox -dog', [1]],
    ['not.fts.fox', [2]],
  ])('doc=%s', async (filter, expected) => {
    expect(await ids(['doc', filter])).toEqual(expected);
  });
});

describe('any and all', () => {
  it.each([
    ['title', 'like(any).{H*,s*}', [1, 2]],
    ['title', 'like(all).{*a*,*w}', [2]],
    ['title', 'ilike(any).(h*,N*)', [1, 3]],
    ['id', 'eq(any).(1,2)', [1, 2]],
    ['id', 'eq(any).{1,2}', [1, 2]],
    ['id', 'gt(all).{1,2}', [3, 4]],
    ['id', 'eq(any).{}', []],
    ['title', 'eq(any).("Novel 100%",saw)', [2, 3]],
  ])('%s=%s', async (column, filter, expected) => {
    expect(await ids([column, filter])).toEqual(expected);
  });

  it('refuses a list that is neither {braced} nor (parenthesised)', async () => {
    for (const list of ['1,2', '{1,2)', '(1,2}']) {
      expect(await refusal('id', `eq(any).${list}`), list).toEqual({
        status: 400,
        body: {
          code: 'PGRST100',
          message: '"failed to parse filter" (in list must be parenthesised)',
          details: expect.any(String) as unknown,
          hint: null,
        },
      });
    }
  });

  it('refuses any other modifier on a comparison', async () => {
    expect(await refusal('id', 'eq(some).1')).toEqual({
      status: 400,
      body: {
        code: 'PGRST100',
        message: '"failed to parse filter (eq(some))"',
        details: 'unknown modifier',
        hint: null,
      },
    });
  });
});

describe('columns', () => {
  it('navigates JSON by key and by (negative) array index', async () => {
    expect(await ids(['meta->>color', 'eq.red'])).toEqual([1]);
    expect(await ids(['meta->sizes->>0', 'eq.3'])).toEqual([2]);
    expect(await ids(['meta->sizes->>-1', 'eq.2'])).toEqual([1]);
    expect(await ids(['meta->>n', 'eq.1'])).toEqual([1]);
    expect(await ids(["meta->'sizes'->>1", 'eq.2'])).toEqual([1]);
    expect(await ids(['meta->color', 'is.null'])).toEqual([4]);
    // Only a whole (negative) integer is an index; other keys are names.
    expect(await ids(['meta->long->>10', 'eq.10'])).toEqual([2]);
    expect(await ids(['meta->>x1', 'eq.yes'])).toEqual([1]);
    expect(await ids(['meta->>1x', 'eq.no'])).toEqual([1]);
  });

  it('filters on a computed column', async () => {
    expect(await ids(['shout', 'eq.SAW'])).toEqual([2]);
  });

  it('refuses a column the table does not have with 42703', async () => {
    const plain = { ...relation, computed: undefined };
    expect(() =>
      whereSql({ relation: plain, alias: 't0', params: new Params() }, [
        parseCondition(parseFieldPath('shout'), 'eq.x'),
      ]),
    ).toThrow('column things.shout does not exist');
    expect(await refusal('nope', 'eq.1')).toEqual({
      status: 400,
      body: {
        code: '42703',
        message: 'column things.nope does not exist',
        details: null,
        hint: null,
      },
    });
  });
});

describe('and/or trees', () => {
  it.each([
    ['or', '(id.eq.1,id.eq.2)', [1, 2]],
    ['and', '(price.gt.10,active.is.true)', [1]],
    ['not.or', '(id.eq.1,id.eq.2)', [3, 4]],
    ['not.and', '(price.gt.10,active.is.true)', [2, 3, 4]],
    ['or', '(id.eq.3,and(price.gt.10,not.or(active.is.false)))', [1, 3]],
    ['or', '(id.eq.4,not.and(id.gt.1,id.lt.4))', [1, 4]],
  ])('%s=%s', async (name, tree, expected) => {
    expect(await ids([name, tree])).toEqual(expected);
  });
});
