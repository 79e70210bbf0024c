import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../index';
import { startTestBackend, supabaseFor } from '../test-fixtures/test-backend';

let backend: LocalBackend;
let anon: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  anon = supabaseFor(backend);
  const service = supabaseFor(backend, backend.secretKey);
  const categories = await service
    .from('categories')
    .insert([{ name: 'Tools' }, { name: 'Books' }, { name: 'Empty' }])
    .select();
  expect(categories.error).toBeNull();
  const items = await service
    .from('items')
    .insert([
      {
        title: 'Hammer',
        price: 12.5,
        stock: 5,
        published: true,
        tags: ['hardware', 'sale'],
        meta: { color: 'red' },
        category_id: 1,
      },
      {
        title: 'Saw',
        price: 30,
        stock: 0,
        published: true,
        tags: ['hardware'],
        meta: { color: 'blue' },
        category_id: 1,
      },
      {
        title: 'Novel',
        price: 9.99,
        stock: 12,
        published: true,
        tags: ['fiction'],
        meta: {},
        category_id: 2,
      },
      {
        title: 'Draft',
        price: 1,
        stock: 1,
        published: false,
        tags: [],
        meta: {},
        category_id: null,
      },
      {
        title: '50% off, (really)',
        price: null,
        stock: 2,
        published: true,
        tags: [],
        meta: {},
        category_id: 2,
      },
    ])
    .select('id,title');
  expect(items.error).toBeNull();
  const id = (title: string) => items.data?.find((i) => i.title === title)?.id;
  const reviews = await service.from('reviews').insert([
    { item_id: id('Hammer'), rating: 5, body: 'Solid' },
    { item_id: id('Hammer'), rating: 4, body: null },
    { item_id: id('Novel'), rating: 3, body: 'Fine' },
  ]);
  expect(reviews.error).toBeNull();
});

afterAll(async () => {
  await backend?.stop();
});

function titles(rows: unknown): string[] {
  if (!Array.isArray(rows)) return [];
  return rows.map((row: unknown) =>
    typeof row === 'object' && row !== null && 'title' in row ? String(row.title) : '',
  );
}

describe('select', () => {
  it('returns only the columns asked for, with aliases and casts', async () => {
    const { data, error } = await anon
      .from('items')
      .select('name:title,price::text,stock')
      .eq('title', 'Hammer');
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Hammer', price: '12.50', stock: 5 }]);
  });

  it('reads JSON paths', async () => {
    const { data } = await anon
      .from('items')
      .select('title,color:meta->>color')
      .eq('meta->>color', 'blue');
    expect(data).toEqual([{ title: 'Saw', color: 'blue' }]);
  });

  it('embeds a to-one relation as an object or null', async () => {
    const { data } = await anon
      .from('items')
      .select('title,category:categories(name)')
      .in('title', ['Hammer', 'Draft', '50% off, (really)'])
      .order('title');
    expect(data).toEqual([
      { title: '50% off, (really)', category: { name: 'Books' } },
      { title: 'Hammer', category: { name: 'Tools' } },
    ]);
  });

  it('embeds a to-many relation as an array, nested two levels', async () => {
    const { data } = await anon
      .from('categories')
      .select('name,items(title,reviews(rating))')
      .order('name')
      .order('title', { referencedTable: 'items' });
    expect(data).toEqual([
      {
        name: 'Books',
        items: [
          { title: '50% off, (really)', reviews: [] },
          { title: 'Novel', reviews: [{ rating: 3 }] },
        ],
      },
      { name: 'Empty', items: [] },
      {
        name: 'Tools',
        items: [
          { title: 'Hammer', reviews: expect.arrayContaining([{ rating: 5 }, { rating: 4 }]) },
          { title: 'Saw', reviews: [] },
        ],
      },
    ]);
  });

  it('embeds by foreign-key hint and filters parents with !inner', async () => {
    const { data } = await anon
      .from('categories')
      .select('name,items!items_category_id_fkey!inner(title)')
      .eq('items.title', 'Novel');
    expect(data).toEqual([{ name: 'Books', items: [{ title: 'Novel' }] }]);
  });

  it('refuses a filter or order on a resource the select does not embed (PGRST108)', async () => {
    const filtered = await anon.from('categories').select('name').eq('items.title', 'Novel');
    expect(filtered.status).toBe(400);
    expect(filtered.error).toMatchObject({
      code: 'PGRST108',
      message: "'items' is not an embedded resource in this request",
    });
    const ordered = await anon
      .from('categories')
      .select('name')
      .order('title', { referencedTable: 'items' });
    expect([ordered.status, ordered.error?.code]).toEqual([400, 'PGRST108']);
  });

  it('embeds through a view by its base table foreign keys, both ways', async () => {
    const { data, error } = await anon
      .from('items_with_ratings')
      .select('title,average_rating,category:categories(name),reviews(rating)')
      .eq('title', 'Novel');
    expect(error).toBeNull();
    expect(data).toEqual([
      { title: 'Novel', average_rating: 3, category: { name: 'Books' }, reviews: [{ rating: 3 }] },
    ]);
  });
});

describe('filters', () => {
  it.each([
    ['eq', anonQuery((q) => q.eq('stock', 5)), ['Hammer']],
    ['neq', anonQuery((q) => q.neq('stock', 5)), ['50% off, (really)', 'Novel', 'Saw']],
    ['gt', anonQuery((q) => q.gt('price', 12.5)), ['Saw']],
    ['gte', anonQuery((q) => q.gte('price', 12.5)), ['Hammer', 'Saw']],
    ['lt', anonQuery((q) => q.lt('price', 12.5)), ['Novel']],
    ['lte', anonQuery((q) => q.lte('price', 12.5)), ['Hammer', 'Novel']],
    ['like', anonQuery((q) => q.like('title', '%a%')), ['50% off, (really)', 'Hammer', 'Saw']],
    ['like is case-sensitive', anonQuery((q) => q.like('title', 'h%')), []],
    ['ilike', anonQuery((q) => q.ilike('title', 'h%')), ['Hammer']],
    [
      'in with commas and parentheses',
      anonQuery((q) => q.in('title', ['Saw', '50% off, (really)'])),
      ['50% off, (really)', 'Saw'],
    ],
    ['is null', anonQuery((q) => q.is('price', null)), ['50% off, (really)']],
    ['not is null', anonQuery((q) => q.not('price', 'is', null)), ['Hammer', 'Novel', 'Saw']],
    [
      'not in',
      anonQuery((q) => q.not('title', 'in', '(Hammer,Saw)')),
      ['50% off, (really)', 'Novel'],
    ],
    ['or', anonQuery((q) => q.or('stock.eq.0,title.eq.Novel')), ['Novel', 'Saw']],
    [
      'or with nested and',
      anonQuery((q) => q.or('stock.eq.0,and(price.lt.10,stock.gt.10)')),
      ['Novel', 'Saw'],
    ],
    ['contains (array)', anonQuery((q) => q.contains('tags', ['hardware'])), ['Hammer', 'Saw']],
    [
      'overlaps (array)',
      anonQuery((q) => q.overlaps('tags', ['sale', 'fiction'])),
      ['Hammer', 'Novel'],
    ],
    [
      'several filters combine with and',
      anonQuery((q) => q.eq('category_id', 1).gt('stock', 0)),
      ['Hammer'],
    ],
  ])('%s', async (_name, run, expected) => {
    const { data, error } = await run();
    expect(error).toBeNull();
    expect(titles(data)).toEqual(expected);
  });
});

function anonQuery(
  apply: (
    q: ReturnType<ReturnType<SupabaseClient['from']>['select']>,
  ) => ReturnType<ReturnType<SupabaseClient['from']>['select']>,
) {
  return async () => {
    const { data, error } = await apply(anon.from('items').select('title')).order('title');
    return { data, error };
  };
}

describe('order and paging', () => {
  it('orders by several columns with nulls placement', async () => {
    const { data } = await anon
      .from('items')
      .select('title')
      .order('price', { ascending: false, nullsFirst: true })
      .order('title');
    expect(titles(data)).toEqual(['50% off, (really)', 'Saw', 'Hammer', 'Novel']);
    const last = await anon
      .from('items')
      .select('title')
      .order('price', { ascending: true, nullsFirst: false });
    expect(titles(last.data)).toEqual(['Novel', 'Hammer', 'Saw', '50% off, (really)']);
  });

  it('pages with limit, range and counts', async () => {
    const limited = await anon.from('items').select('title').order('title').limit(2);
    expect(titles(limited.data)).toEqual(['50% off, (really)', 'Hammer']);
    const page = await anon
      .from('items')
      .select('title', { count: 'exact' })
      .order('title')
      .range(1, 2);
    expect(titles(page.data)).toEqual(['Hammer', 'Novel']);
    expect(page.count).toBe(4);
    expect(page.status).toBe(206);
    const past = await anon.from('items').select('title', { count: 'exact' }).range(10, 19);
    expect([past.status, past.error?.code]).toEqual([416, 'PGRST103']);
    const pastUncounted = await anon.from('items').select('title').range(10, 19);
    expect(pastUncounted.data).toEqual([]);
    const last = await anon
      .from('items')
      .select('title', { count: 'exact' })
      .order('title')
      .range(3, 9);
    expect(titles(last.data)).toEqual(['Saw']);
    expect(last.count).toBe(4);
  });

  it('caps reads at max_rows (1000) while counting everything', async () => {
    await backend.db.query(
      "insert into public.categories (name) select 'Bulk ' || g from generate_series(1, 1200) g",
    );
    const { data, count } = await anon
      .from('categories')
      .select('name', { count: 'exact' })
      .like('name', 'Bulk%');
    expect(data).toHaveLength(1000);
    expect(count).toBe(1200);
    const tail = await anon
      .from('categories')
      .select('name')
      .like('name', 'Bulk%')
      .range(1100, 1300);
    expect(tail.data).toHaveLength(100);
  });

  it('counts without rows on HEAD', async () => {
    const { count, data, error } = await anon
      .from('items')
      .select('*', { count: 'exact', head: true })
      .eq('category_id', 1);
    expect(error).toBeNull();
    expect(data).toBeNull();
    expect(count).toBe(2);
  });

  it('counts planned and estimated too', async () => {
    for (const kind of ['planned', 'estimated'] as const) {
      const { count } = await anon.from('items').select('id', { count: kind, head: true });
      expect(count).toBe(4);
    }
  });
});

describe('single and maybeSingle', () => {
  it('returns one object, or 406 PGRST116 for zero or many rows', async () => {
    const one = await anon.from('items').select('title').eq('title', 'Saw').single();
    expect(one.data).toEqual({ title: 'Saw' });
    const none = await anon.from('items').select('title').eq('title', 'Nothing').single();
    expect(none.status).toBe(406);
    expect(none.error?.code).toBe('PGRST116');
    const many = await anon.from('items').select('title').single();
    expect(many.error?.code).toBe('PGRST116');
  });

  it('maybeSingle gives null for no rows', async () => {
    const { data, error } = await anon
      .from('items')
      .select('title')
      .eq('title', 'Nothing')
      .maybeSingle();
    expect(error).toBeNull();
    expect(data).toBeNull();
  });
});
