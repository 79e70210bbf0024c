import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LocalBackend } from '../index';
import { startTestBackend, supabaseFor } from '../test-fixtures/test-backend';

// Filters whose mistakes return the wrong rows without any error: an empty `in.()` list
// must match nothing (not everything), and a negated group must really be negated.

let backend: LocalBackend;
let anon: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  anon = supabaseFor(backend);
  const service = supabaseFor(backend, backend.secretKey);
  const items = await service.from('items').insert(
    [
      ['Hammer', 12.5, 5],
      ['Saw', 30, 0],
      ['Novel', 9.99, 12],
    ].map(([title, price, stock]) => ({ title, price, stock, published: true })),
  );
  expect(items.error).toBeNull();
});

afterAll(async () => {
  await backend?.stop();
});

/** Titles the API returns for a raw query string, sorted, as PostgREST would answer it. */
async function titles(query: string): Promise<string[]> {
  const response = await fetch(`${backend.url}/rest/v1/items?select=title&${query}`, {
    headers: { apikey: backend.publishableKey },
  });
  expect(response.status, query).toBe(200);
  const rows = (await response.json()) as { title: string }[];
  return rows.map((row) => row.title).sort();
}

it('matches no row with an empty in.() list, and every row with not.in.()', async () => {
  const { data, error } = await anon.from('items').select('title').in('title', []);
  expect(error).toBeNull();
  expect(data).toEqual([]);
  expect(await titles('title=in.()')).toEqual([]);
  expect(await titles('title=not.in.()')).toEqual(['Hammer', 'Novel', 'Saw']);
});

it('negates or and and groups', async () => {
  expect(await titles('or=(title.eq.Hammer,title.eq.Saw)')).toEqual(['Hammer', 'Saw']);
  expect(await titles('not.or=(title.eq.Hammer,title.eq.Saw)')).toEqual(['Novel']);
  expect(await titles('and=(price.gt.10,stock.gt.0)')).toEqual(['Hammer']);
  expect(await titles('not.and=(price.gt.10,stock.gt.0)')).toEqual(['Novel', 'Saw']);
});

it('negates groups nested inside other groups', async () => {
  expect(await titles('or=(title.eq.Saw,not.and(price.gt.10,stock.gt.0))')).toEqual([
    'Novel',
    'Saw',
  ]);
  expect(await titles('and=(stock.gt.0,not.or(title.eq.Hammer,price.lt.5))')).toEqual(['Novel']);
});

it('compares a number column with eq(any) and gt(all) lists, and text with like(any)', async () => {
  expect(await titles('stock=eq(any).{5,12}')).toEqual(['Hammer', 'Novel']);
  expect(await titles('stock=gt(all).(0,5)')).toEqual(['Novel']);
  expect(await titles('title=like(any).{H*,*el}')).toEqual(['Hammer', 'Novel']);
  const { data, error } = await anon.from('items').select('title').likeAnyOf('title', ['S*']);
  expect(error).toBeNull();
  expect(data).toEqual([{ title: 'Saw' }]);
});
