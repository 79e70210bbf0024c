import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/types';
import {
  parseCondition,
  parseFieldPath,
  parseList,
  parseLogic,
  parseOrder,
  parseSelect,
  splitTopLevel,
} from './query-grammar';

const field = (column: string) => ({ column, json: [] });

describe('select grammar', () => {
  it('parses columns, aliases, casts, JSON paths and embeds', () => {
    expect(
      parseSelect(
        'id, name:title ,price::text,meta->>color,cat:categories!fk_cat!inner(name,items(*))',
      ),
    ).toEqual([
      { kind: 'field', field: field('id'), alias: undefined, cast: undefined },
      { kind: 'field', field: field('title'), alias: 'name', cast: undefined },
      { kind: 'field', field: field('price'), alias: undefined, cast: 'text' },
      {
        kind: 'field',
        field: { column: 'meta', json: [{ arrow: '->>', key: 'color' }] },
        alias: undefined,
        cast: undefined,
      },
      {
        kind: 'embed',
        name: 'categories',
        alias: 'cat',
        hint: 'fk_cat',
        inner: true,
        items: [
          { kind: 'field', field: field('name'), alias: undefined, cast: undefined },
          {
            kind: 'embed',
            name: 'items',
            alias: undefined,
            hint: undefined,
            inner: false,
            items: [{ kind: 'star' }],
          },
        ],
      },
    ]);
  });

  it.each(['name;drop', 'a,(select 1)', 'name::text;x', 'x(', 'x)', '"a"b'])(
    'refuses %s',
    (text) => {
      expect(() => parseSelect(text)).toThrow(HttpError);
    },
  );
});

describe('filter grammar', () => {
  it('parses operators, negation and modifiers; the value keeps its dots', () => {
    expect(parseCondition(field('a'), 'not.eq.1.5')).toMatchObject({
      negate: true,
      operator: 'eq',
      value: '1.5',
    });
    expect(parseCondition(field('a'), 'fts(english).cat & dog')).toMatchObject({
      operator: 'fts',
      modifier: 'english',
      value: 'cat & dog',
    });
    expect(() => parseCondition(field('a'), 'drop.1')).toThrow(HttpError);
    expect(() => parseCondition(field('a'), 'eq')).toThrow(HttpError);
  });

  it('parses nested logic trees with quoted values', () => {
    expect(
      parseLogic('or', false, '(a.eq.1,and(b.gt.2,c.in.("x,y",z)),not.and(d.is.null))'),
    ).toEqual({
      kind: 'group',
      operator: 'or',
      negate: false,
      children: [
        {
          kind: 'condition',
          field: field('a'),
          negate: false,
          operator: 'eq',
          modifier: undefined,
          value: '1',
        },
        {
          kind: 'group',
          operator: 'and',
          negate: false,
          children: [
            {
              kind: 'condition',
              field: field('b'),
              negate: false,
              operator: 'gt',
              modifier: undefined,
              value: '2',
            },
            {
              kind: 'condition',
              field: field('c'),
              negate: false,
              operator: 'in',
              modifier: undefined,
              value: '("x,y",z)',
            },
          ],
        },
        {
          kind: 'group',
          operator: 'and',
          negate: true,
          children: [
            {
              kind: 'condition',
              field: field('d'),
              negate: false,
              operator: 'is',
              modifier: undefined,
              value: 'null',
            },
          ],
        },
      ],
    });
    expect(() => parseLogic('or', false, '(a.eq.1')).toThrow(HttpError);
    expect(() => parseLogic('or', false, 'a.eq.1')).toThrow(HttpError);
  });

  it('splits lists at top level only, honouring quotes and escapes', () => {
    expect(parseList('(a,"b,c","d\\"e",(f))')).toEqual(['a', 'b,c', 'd"e', '(f)']);
    expect(parseList('()')).toEqual([]);
    expect(splitTopLevel('a(b,c),d')).toEqual(['a(b,c)', 'd']);
  });

  it('parses JSON paths with numeric and quoted keys', () => {
    expect(parseFieldPath("data->items->0->>'name'")).toEqual({
      column: 'data',
      json: [
        { arrow: '->', key: 'items' },
        { arrow: '->', key: '0' },
        { arrow: '->>', key: 'name' },
      ],
    });
  });
});

describe('order grammar', () => {
  it('parses direction and nulls placement for several columns', () => {
    expect(parseOrder('price.desc.nullslast,title')).toEqual([
      { field: field('price'), descending: true, nulls: 'last' },
      { field: field('title'), descending: false },
    ]);
    expect(() => parseOrder('price.sideways')).toThrow(HttpError);
  });
});
