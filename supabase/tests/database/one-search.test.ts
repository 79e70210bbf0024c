import { describe, expect, it } from 'vitest';
import { expectNewestFirst, kigaliSlot, nonAdminClient, useTestBackend } from '@inzira/test-kit';
import type { Database } from '@inzira/contract/database.types.ts';

// One search (docs/leads.md, "One search"): leads of every kind and participants by name,
// e-mail or phone, phones matched whatever their spacing or +250 / 0 prefix.

const ctx = useTestBackend<Database>();

async function search(term: string) {
  const { data, error } = await ctx().admin.rpc('admin_search', { term });
  expect(error).toBeNull();
  return data ?? [];
}

describe('admin_search', () => {
  it('finds a consultation by its phone typed in any usual way', async () => {
    const { data } = await ctx()
      .service.from('consultations')
      .insert({
        full_name: 'Search Visitor',
        email: 'search.visitor@example.com',
        phone_number: '+250 781 234 567',
        service: 'Web Development',
        scheduled_for: kigaliSlot(30 + Math.floor(Math.random() * 20), 14),
      })
      .select('id')
      .single();
    for (const typed of ['0781 234 567', '+250781234567', '781-234-567', '0781 23']) {
      expect(await search(typed)).toContainEqual(
        expect.objectContaining({ kind: 'consultations', id: data?.id, title: 'Search Visitor' }),
      );
    }
  });

  it('finds leads of every kind and participants by name or e-mail', async () => {
    await ctx().service.from('bookings').insert({
      full_name: 'Umutoni Zigzag',
      email: 'booker@example.com',
      requested_service: 'Others',
      project_description: 'Anything.',
    });
    await ctx().service.from('partner_applications').insert({
      company_name: 'Zigzag Studio',
      email: 'studio@example.com',
      phone: '+250 722 000 111',
      message: 'We film weddings.',
    });
    const kinds = (await search('zigzag')).map((row) => row.kind).sort();
    expect(kinds).toEqual(['bookings', 'partner_applications']);
    expect((await search('STUDIO@example')).map((row) => row.title)).toEqual(['Zigzag Studio']);
  });

  it('answers the newest of a name many leads share, with a rare match of another inbox', async () => {
    // Enough matches that the search walks the newest bookings first (a common surname).
    const { error } = await ctx()
      .service.from('bookings')
      .insert(
        Array.from({ length: 260 }, (_, i) => ({
          full_name: `Kalisa Crowded ${i}`,
          email: `crowded.${i}@example.com`,
          requested_service: 'Others',
          project_description: 'One of many.',
          created_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
        })),
      );
    expect(error).toBeNull();
    const { data: rare } = await ctx()
      .service.from('partner_applications')
      .insert({
        company_name: 'Kalisa Crowded Prints',
        email: 'prints@example.com',
        phone: '+250 722 000 222',
        message: 'Posters.',
        created_at: new Date(Date.UTC(2025, 0, 1)).toISOString(),
      })
      .select('id')
      .single();
    const rows = await search('kalisa crowded');
    expect(rows).toHaveLength(20);
    expectNewestFirst(rows);
    expect(rows.map((row) => row.title)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Kalisa Crowded ${259 - i}`),
    );
    const { data: all } = await ctx().admin.rpc('admin_search', {
      term: 'kalisa crowded',
      max_rows: 50,
    });
    expect(all).toHaveLength(50);
    // The rare match is older than every booking: not on the page, but found by its own terms.
    expect((await search('crowded prints')).map((row) => row.id)).toEqual([rare?.id]);
  });

  it('treats wildcards and odd input as plain text', async () => {
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    expect(await search('%%%%')).toEqual([]);
    expect(await search('x'.repeat(10_000))).toEqual([]);
    expect(await search('')).toEqual([]);
    // Postgres text holds no NUL: the call is refused (22021), nothing is answered.
    const nul = await ctx().admin.rpc('admin_search', { term: 'a\u0000b' });
    expect(nul.error?.code).toBe('22021');
    expect(nul.data).toBeNull();
  });

  it('answers administrators only', async () => {
    expect((await ctx().anon.rpc('admin_search', { term: 'zigzag' })).error).not.toBeNull();
    const user = await nonAdminClient<Database>(ctx().backend);
    expect((await user.rpc('admin_search', { term: 'zigzag' })).error?.code).toBe('42501');
  });
});
