import { describe, expect, it } from 'vitest';
import { useTestBackend } from '@inzira/test-kit';
import type { Database } from '@inzira/contract/database.types.ts';
import { ADMIN_RESOURCE_NAMES, getAdminRow, listRows } from '.';

const ctx = useTestBackend<Database>();

describe('admin lists', () => {
  it('returns the first page of every resource newest first, with the total', async () => {
    // Consultations open by appointment instead (tested with the consultations), courses in the
    // catalogue's order (below).
    const byDate = ADMIN_RESOURCE_NAMES.filter(
      (name) => name !== 'consultations' && name !== 'courses',
    );
    for (const resource of byDate) {
      const { count } = await ctx()
        .service.from(resource)
        .select('id', { count: 'exact', head: true });
      const page = await listRows(ctx().admin, resource, { page: 0, pageSize: 2 });
      expect(page.total, resource).toBe(count);
      expect(page.rows.length, resource).toBe(Math.min(2, count ?? 0));
      const times = page.rows.map((row) => Date.parse(row.created_at ?? ''));
      expect(times, resource).toEqual([...times].sort((a, b) => b - a));
    }
  });

  it('lists courses in the order the training page shows them', async () => {
    const page = await listRows(ctx().admin, 'courses', { page: 0, pageSize: 10 });
    expect(page.rows.map((row) => row.id)).toEqual([
      'event-management-fundamentals',
      'digital-marketing-mastery',
      'protocol-officer-essentials',
    ]);
    const found = await listRows(ctx().admin, 'courses', {
      page: 0,
      pageSize: 10,
      search: 'marketing',
    });
    expect(found.rows.map((row) => row.id)).toEqual(['digital-marketing-mastery']);
  });

  it('pages through professionals without gaps or repeats', async () => {
    const all = await listRows(ctx().admin, 'professionals', { page: 0, pageSize: 100 });
    const pages = await Promise.all(
      [0, 1, 2, 3].map((page) => listRows(ctx().admin, 'professionals', { page, pageSize: 3 })),
    );
    expect(pages.flatMap((page) => page.rows.map((row) => row.id))).toEqual(
      all.rows.map((row) => row.id),
    );
    expect(pages.map((page) => page.rows.length)).toEqual([3, 3, 3, 1]);
    expect(pages.every((page) => page.total === 10)).toBe(true);
  });

  it('answers a page past the end with no rows and the real total', async () => {
    expect(await listRows(ctx().admin, 'professionals', { page: 50, pageSize: 10 })).toEqual({
      rows: [],
      total: 10,
    });
    expect(
      await listRows(ctx().admin, 'professionals', {
        page: 2,
        pageSize: 10,
        search: 'nobody-matches',
      }),
    ).toEqual({
      rows: [],
      total: 0,
    });
  });

  it('sorts by an allowed column in either direction', async () => {
    const ascending = await listRows(ctx().admin, 'services', {
      page: 0,
      pageSize: 3,
      sort: { field: 'num_of_clients', direction: 'asc' },
    });
    expect(ascending.rows.map((row) => row.num_of_clients)).toEqual([51, 64, 83]);
    const byName = await listRows(ctx().admin, 'professionals', {
      page: 0,
      pageSize: 2,
      sort: { field: 'full_name', direction: 'desc' },
    });
    expect(byName.rows.map((row) => row.full_name)).toEqual([
      'Sandrine Iradukunda',
      'Patrick Mugisha',
    ]);
  });

  it('ignores a sort field the list does not offer', async () => {
    const page = await listRows(ctx().admin, 'services', {
      page: 0,
      pageSize: 1,
      sort: { field: 'description;drop', direction: 'asc' },
    });
    expect(page.rows[0]?.title).toBe('Administrative Support');
  });

  it('searches case-insensitively over the searchable columns', async () => {
    const byEmail = await listRows(ctx().admin, 'bookings', {
      page: 0,
      pageSize: 10,
      search: 'DIDIER.MANZI@',
    });
    expect(byEmail).toMatchObject({ total: 1, rows: [{ full_name: 'Didier Manzi' }] });
    const byService = await listRows(ctx().admin, 'bookings', {
      page: 0,
      pageSize: 10,
      search: 'translation',
    });
    expect(byService.rows.map((row) => row.full_name)).toEqual(['Emmanuel Hakizimana']);
  });

  it('treats the user’s wildcards, quotes, commas and parentheses as plain text', async () => {
    for (const term of ['%', '_', '"', 'a,b', '(x)', 'x.ilike.y', '\\']) {
      const page = await listRows(ctx().admin, 'professionals', {
        page: 0,
        pageSize: 10,
        search: term,
      });
      expect(page.total, term).toBe(0);
    }
    const and = await listRows(ctx().admin, 'partner_applications', {
      page: 0,
      pageSize: 10,
      search: 'Sound & Light',
    });
    expect(and.total).toBe(1);
  });

  it('filters by status together with search and paging', async () => {
    const confirmed = await listRows(ctx().admin, 'bookings', {
      page: 0,
      pageSize: 10,
      status: 'confirmed',
    });
    expect(confirmed.rows.every((row) => row.status === 'confirmed')).toBe(true);
    expect(confirmed.total).toBe(confirmed.rows.length);
    const none = await listRows(ctx().admin, 'bookings', {
      page: 0,
      pageSize: 10,
      status: 'confirmed',
      search: 'Alice',
    });
    expect(none.total).toBe(0);
  });

  it('gives visitors no submissions', async () => {
    await expect(listRows(ctx().anon, 'bookings', { page: 0, pageSize: 10 })).rejects.toThrow(
      'You do not have permission to do that.',
    );
  });

  it('finds one row by id with the list embeddings, and null for an unknown id', async () => {
    const [booking] = (await listRows(ctx().admin, 'bookings', { page: 0, pageSize: 1 })).rows;
    if (!booking) throw new Error('the seed has no bookings');
    const row = await getAdminRow(ctx().admin, 'bookings', booking.id);
    expect(row?.email).toBe(booking.email);
    expect(row?.service).toEqual(booking.service);
    expect(
      await getAdminRow(ctx().admin, 'bookings', '00000000-0000-4000-8000-000000000000'),
    ).toBeNull();
  });

  it("gives each project its team's ids", async () => {
    const { data } = await ctx().service.from('project_members').select('project_id');
    const page = await listRows(ctx().admin, 'projects', { page: 0, pageSize: 100 });
    const listed = page.rows.reduce((sum, row) => sum + row.project_members.length, 0);
    expect(listed).toBe(data?.length);
    expect(listed).toBeGreaterThan(0);
  });
});
