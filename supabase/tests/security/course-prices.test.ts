import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '@inzira/local-backend';
import {
  adminClient,
  clientFor,
  serviceClient,
  signedInClient,
  startTestBackend,
  submitAsVisitor,
  type TestClient,
} from '@inzira/test-kit';
import type { Database, TablesInsert } from '@inzira/contract/database.types.ts';

// The admin's Courses screen writes public.courses directly under row-level security
// (docs/courses.md): owners and editors write, sales members and visitors do not; the database
// refuses a currency the agency does not offer and a price Stripe could not charge, in words.

type Role = Database['public']['Enums']['team_role'];

let backend: LocalBackend;
let service: TestClient<Database>;
let owner: TestClient<Database>;
let editor: TestClient<Database>;
let sales: TestClient<Database>;
let anon: TestClient<Database>;

async function member(role: Role, name: string) {
  const email = `${name}-${role}@example.com`;
  const password = `${name}-password-123`;
  const created = await service.auth.admin.createUser({ email, password, email_confirm: true });
  if (created.error) throw created.error;
  const { error } = await service
    .from('team_members')
    .insert({ user_id: created.data.user.id, role });
  if (error) throw error;
  return signedInClient<Database>(backend, email, password);
}

let counter = 0;
const course = (overrides: Partial<TablesInsert<'courses'>> = {}): TablesInsert<'courses'> => ({
  id: `price-test-${++counter}`,
  title: `Price test ${counter}`,
  description: 'A course made by the test.',
  level: 'Beginner',
  duration: '2 weeks',
  modules: 3,
  price_cents: 12_050,
  currency: 'USD',
  ...overrides,
});

beforeAll(async () => {
  backend = await startTestBackend();
  service = serviceClient<Database>(backend);
  owner = await adminClient<Database>(backend);
  editor = await member('editor', 'course-ed');
  sales = await member('sales', 'course-sam');
  anon = clientFor<Database>(backend);
});

afterAll(async () => {
  await backend?.stop();
});

describe('who writes courses', () => {
  it('an editor and an owner add, change and delete a course', async () => {
    for (const client of [editor, owner]) {
      const row = course();
      const added = await client
        .from('courses')
        .insert(row)
        .select('price_cents, currency')
        .single();
      expect(added.error).toBeNull();
      expect(added.data).toEqual({ price_cents: 12_050, currency: 'USD' });
      const changed = await client
        .from('courses')
        .update({ price_cents: 350_000, currency: 'RWF' })
        .eq('id', row.id)
        .select('price_cents, currency')
        .single();
      expect(changed.data).toEqual({ price_cents: 350_000, currency: 'RWF' });
      const removed = await client.from('courses').delete().eq('id', row.id).select('id');
      expect(removed.data).toEqual([{ id: row.id }]);
    }
  });

  it('a sales member and a visitor change nothing', async () => {
    const row = course();
    expect((await service.from('courses').insert(row)).error).toBeNull();
    for (const client of [sales, anon]) {
      const added = await client.from('courses').insert(course());
      expect(added.error?.code).toMatch(/^(42501|PGRST)/);
      // RLS hides the row from the write: nothing matched, nothing changed.
      const changed = await client
        .from('courses')
        .update({ price_cents: 1 })
        .eq('id', row.id)
        .select('id');
      expect(changed.data ?? []).toEqual([]);
      const removed = await client.from('courses').delete().eq('id', row.id).select('id');
      expect(removed.data ?? []).toEqual([]);
    }
    const stored = await service.from('courses').select('price_cents').eq('id', row.id).single();
    expect(stored.data?.price_cents).toBe(12_050);
  });

  it('a second course with the same id is refused by its key, which the app names', async () => {
    const row = course();
    await editor.from('courses').insert(row);
    const again = await editor.from('courses').insert({ ...row, title: 'Another title' });
    expect(again.error?.code).toBe('23505');
    expect(again.error?.message).toContain('courses_pkey');
  });

  it('a deleted course comes back with Undo, by its text id', async () => {
    const row = course();
    await editor.from('courses').insert(row);
    await editor.from('courses').delete().eq('id', row.id);
    const denied = await sales.rpc('admin_restore_deleted', {
      table_name: 'courses',
      row_id: row.id,
    });
    expect(denied.error?.code).toBe('42501');
    const restored = await editor.rpc('admin_restore_deleted', {
      table_name: 'courses',
      row_id: row.id,
    });
    expect(restored.error).toBeNull();
    const back = await service.from('courses').select('price_cents, currency').eq('id', row.id);
    expect(back.data).toEqual([{ price_cents: 12_050, currency: 'USD' }]);
  });

  it('every member change is in the audit log', async () => {
    const row = course();
    await editor.from('courses').insert(row);
    await editor.from('courses').update({ price_cents: 99_00 }).eq('id', row.id);
    const entries = await owner
      .from('audit_log')
      .select('action, changes')
      .eq('table_name', 'courses')
      .eq('row_id', row.id)
      .order('id');
    expect(entries.data?.map((entry) => entry.action)).toEqual(['insert', 'update']);
    expect(entries.data?.[1]?.changes).toEqual({
      before: { price_cents: 12_050 },
      after: { price_cents: 9_900 },
    });
  });
});

describe('what the database refuses, in words', () => {
  const refusal = async (row: Partial<TablesInsert<'courses'>>) => {
    const { error } = await editor.from('courses').insert(course(row));
    return error && { code: error.code, message: error.message };
  };

  it('a currency the agency does not offer, in any spelling', async () => {
    const message = 'A course is priced in RWF, USD, EUR, GBP, KES, UGX or TZS.';
    for (const currency of [
      'JPY',
      'usd',
      'Rwf',
      'RWF ',
      'XXX',
      '',
      'R\u200bWF',
      'RWF'.repeat(1000),
    ]) {
      expect(await refusal({ currency })).toEqual({ code: '22023', message });
    }
    // NUL cannot be held by a text: Postgres refuses it before any rule runs.
    expect((await refusal({ currency: 'RW\u0000F' }))?.code).toBeTruthy();
  });

  it('no price, a negative one, or one Stripe cannot charge', async () => {
    const none = { code: '22023', message: 'A course price must be more than zero.' };
    expect(await refusal({ price_cents: 0 })).toEqual(none);
    expect(await refusal({ price_cents: -350_000 })).toEqual(none);
    expect(await refusal({ price_cents: 100_000_000, currency: 'RWF' })).toEqual({
      code: '22023',
      message: 'A course price can be at most 99,999,999 RWF: Stripe charges no more at once.',
    });
    expect(await refusal({ price_cents: 100_000_000, currency: 'USD' })).toEqual({
      code: '22023',
      message: 'A course price can be at most 999999.99 USD: Stripe charges no more at once.',
    });
    expect(await refusal({ price_cents: 99_999_999, currency: 'RWF' })).toBeNull();
    // Past what an integer holds: refused by its type.
    expect((await refusal({ price_cents: 2 ** 31 }))?.code).toBe('22003');
  });

  it('a fraction of the smallest unit: no half franc, no half cent', async () => {
    // Amounts are whole numbers of the smallest unit (docs/payments.md): 350000.5 RWF cannot be held.
    expect((await refusal({ price_cents: 350_000.5, currency: 'RWF' }))?.code).toBe('22P02');
    expect((await refusal({ price_cents: 12_050.5, currency: 'USD' }))?.code).toBe('22P02');
  });

  it('the same on a change of only the currency', async () => {
    const row = course();
    await editor.from('courses').insert(row);
    const { error } = await editor.from('courses').update({ currency: 'JPY' }).eq('id', row.id);
    expect(error?.message).toBe('A course is priced in RWF, USD, EUR, GBP, KES, UGX or TZS.');
  });
});

describe('what visitors read', () => {
  it('only published courses, and not their unpublished translations', async () => {
    const hidden = course({ is_active: false });
    await editor.from('courses').insert(hidden);
    const visible = await anon.from('courses').select('id, price_cents, currency');
    expect(visible.error).toBeNull();
    expect(visible.data?.map((row) => row.id)).not.toContain(hidden.id);
    expect(visible.data?.find((row) => row.id === 'event-management-fundamentals')).toEqual({
      id: 'event-management-fundamentals',
      price_cents: 350_000,
      currency: 'RWF',
    });
    const all = await anon.from('courses').select('*');
    expect(all.error?.code).toBe('42501');
    const translations = await anon.from('courses').select('translations');
    expect(translations.error?.code).toBe('42501');
  });
});

describe('an enrollment keeps the price it was made with', () => {
  it('a later change of price or currency does not touch it', async () => {
    const row = course({ is_active: true, price_cents: 12_050, currency: 'USD' });
    await editor.from('courses').insert(row);
    await submitAsVisitor(backend, 'submit-enrollment', {
      courseId: row.id,
      name: 'Price Keeper',
      email: 'price.keeper@example.com',
      phone: '+250 788 000 321',
    });
    await editor.from('courses').update({ price_cents: 350_000, currency: 'RWF' }).eq('id', row.id);
    const stored = await service
      .from('enrollments')
      .select('amount_cents, currency')
      .eq('email', 'price.keeper@example.com')
      .single();
    expect(stored.data).toEqual({ amount_cents: 12_050, currency: 'USD' });
  });
});
