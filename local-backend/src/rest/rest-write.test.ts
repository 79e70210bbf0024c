import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../index';
import {
  grantFixtureAdmin,
  signedIn,
  startTestBackend,
  supabaseFor,
  testAdmin,
} from '../test-fixtures/test-backend';

let backend: LocalBackend;
let anon: SupabaseClient;
let service: SupabaseClient;
let admin: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  await grantFixtureAdmin(backend);
  anon = supabaseFor(backend);
  service = supabaseFor(backend, backend.secretKey);
  admin = await signedIn(backend, testAdmin.email, testAdmin.password);
  const { error } = await service.from('categories').insert([{ name: 'Tools' }, { name: 'Books' }]);
  expect(error).toBeNull();
});

afterAll(async () => {
  await backend?.stop();
});

async function countItems(): Promise<number> {
  const { count } = await service.from('items').select('*', { count: 'exact', head: true });
  return count ?? -1;
}

describe('insert, update, delete, upsert', () => {
  it('inserts one row and returns it with defaults and embeds', async () => {
    const { data, error, status } = await admin
      .from('items')
      .insert({ title: 'Lamp', price: 20, category_id: 1 })
      .select('title,stock,published,category:categories(name)')
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual({
      title: 'Lamp',
      stock: 0,
      published: false,
      category: { name: 'Tools' },
    });
  });

  it('inserts many rows at once, returning minimal by default', async () => {
    const before = await countItems();
    const { data, error, status } = await admin.from('items').insert([
      { title: 'Pen', price: 1, published: true },
      { title: 'Ink', price: 2, published: true },
    ]);
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toBeNull();
    expect(await countItems()).toBe(before + 2);
  });

  it('updates the filtered rows only', async () => {
    const { data, error } = await admin
      .from('items')
      .update({ stock: 7 })
      .eq('title', 'Pen')
      .select('title,stock');
    expect(error).toBeNull();
    expect(data).toEqual([{ title: 'Pen', stock: 7 }]);
    const ink = await service.from('items').select('stock').eq('title', 'Ink').single();
    expect(ink.data).toEqual({ stock: 0 });
  });

  it('deletes and reports the count', async () => {
    const { error, count } = await admin
      .from('items')
      .delete({ count: 'exact' })
      .eq('title', 'Ink');
    expect(error).toBeNull();
    expect(count).toBe(1);
    const gone = await service.from('items').select('id').eq('title', 'Ink');
    expect(gone.data).toEqual([]);
  });

  it('upserts by primary key and by on_conflict column', async () => {
    const first = await service
      .from('categories')
      .upsert({ id: 1, name: 'Hand tools' })
      .select('id,name');
    expect(first.data).toEqual([{ id: 1, name: 'Hand tools' }]);
    const second = await service
      .from('categories')
      .upsert([{ name: 'Books' }, { name: 'Games' }], {
        onConflict: 'name',
        ignoreDuplicates: true,
      })
      .select('name');
    expect(second.error).toBeNull();
    const all = await service.from('categories').select('id,name').order('id');
    expect(all.data).toEqual([
      { id: 1, name: 'Hand tools' },
      { id: 2, name: 'Books' },
      { id: 4, name: 'Games' },
    ]);
  });

  it('rolls a mutation back when .single() does not get exactly one row', async () => {
    const { error, status } = await admin
      .from('items')
      .update({ stock: 99 })
      .gte('price', 0)
      .select('id')
      .single();
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST116');
    const { data } = await service.from('items').select('id').eq('stock', 99);
    expect(data).toEqual([]);
  });
});

describe('row-level security decides per role', () => {
  it('lets anon insert into a write-only table but not read it back', async () => {
    const sent = await anon.from('messages').insert({ email: 'a@example.com', body: 'Hello' });
    expect(sent.error).toBeNull();
    const read = await anon.from('messages').select('*');
    expect(read.data).toEqual([]);
    const asAdmin = await admin.from('messages').select('email,body');
    expect(asAdmin.data).toEqual([{ email: 'a@example.com', body: 'Hello' }]);
  });

  it('refuses anon writes with 401 and non-admin users with 403, changing nothing', async () => {
    const before = await countItems();
    const asAnon = await anon.from('items').insert({ title: 'Sneaky' });
    expect(asAnon.status).toBe(401);
    expect(asAnon.error?.code).toBe('42501');
    const { data: created } = await service.auth.admin.createUser({
      email: 'user@example.com',
      password: 'user-password',
      email_confirm: true,
    });
    expect(created.user?.email).toBe('user@example.com');
    const user = await signedIn(backend, 'user@example.com', 'user-password');
    const asUser = await user.from('items').insert({ title: 'Sneaky' });
    expect(asUser.status).toBe(403);
    expect(asUser.error?.code).toBe('42501');
    expect(await countItems()).toBe(before);
  });

  it('hides unpublished rows from anon and silently skips updates it may not make', async () => {
    const anonView = await anon.from('items').select('title').eq('title', 'Lamp');
    expect(anonView.data).toEqual([]);
    const update = await anon.from('items').update({ title: 'Hacked' }).eq('title', 'Pen').select();
    expect(update.data).toEqual([]);
    const pen = await service.from('items').select('title').eq('title', 'Pen');
    expect(pen.data).toEqual([{ title: 'Pen' }]);
  });
});

describe('rpc', () => {
  it('calls a scalar function with named and default arguments', async () => {
    expect((await anon.rpc('add_numbers', { a: 2, b: 3 })).data).toBe(5);
    expect((await anon.rpc('add_numbers', { a: 2 })).data).toBe(12);
    expect((await anon.rpc('add_numbers', { a: 4, b: 5 }, { get: true })).data).toBe(9);
  });

  it('returns rows of a set-returning function, with filters and order', async () => {
    const { data, error } = await anon
      .rpc('items_under', { max_price: 5 })
      .select('title')
      .order('title');
    expect(error).toBeNull();
    expect(data).toEqual([{ title: 'Pen' }]);
  });

  it('returns table functions as rows and json as json', async () => {
    const stats = await service.rpc('item_stats');
    expect(stats.data).toEqual([{ total: 2, published: 1 }]);
    const who = await admin.rpc('whoami');
    expect(who.data).toMatchObject({ role: 'authenticated' });
    const anonWho = await anon.rpc('whoami');
    expect(anonWho.data).toEqual({ role: 'anon', uid: null });
  });

  it('answers a void function with no content', async () => {
    const { error, status, data } = await anon.rpc('touch_nothing');
    expect(error).toBeNull();
    expect(status).toBe(204);
    expect(data).toBeNull();
  });

  it('answers 404 PGRST202 for unknown functions or arguments', async () => {
    const unknown = await anon.rpc('no_such_function');
    expect(unknown.status).toBe(404);
    expect(unknown.error?.code).toBe('PGRST202');
    const badArgs = await anon.rpc('add_numbers', { x: 1 });
    expect(badArgs.error?.code).toBe('PGRST202');
  });

  it('refuses functions the role may not execute', async () => {
    const asAnon = await anon.rpc('admin_only');
    expect(asAnon.status).toBe(401);
    expect((await admin.rpc('admin_only')).data).toBe('ok');
  });
});
