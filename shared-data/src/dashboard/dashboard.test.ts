import { describe, expect, it } from 'vitest';
import { expectNewestFirst, useTestBackend } from '@inzira/test-kit';
import type { Database } from '@inzira/contract/database.types.ts';
import { getDashboardStats, getRecentActivity, parseDashboardStats } from '.';

const ctx = useTestBackend<Database>();

describe('dashboard', () => {
  it('reports the figures the rows give', async () => {
    const stats = await getDashboardStats(ctx().admin);
    const { service } = ctx();
    const professionals = await service
      .from('professionals')
      .select('id', { count: 'exact', head: true });
    const active = await service
      .from('bookings')
      .select('id', { count: 'exact', head: true })
      .in('status', ['pending', 'confirmed']);
    const ratings = await service.from('testimonials').select('rating').not('rating', 'is', null);
    const today = new Date().toISOString().slice(0, 10);
    const done = await service
      .from('projects')
      .select('id', { count: 'exact', head: true })
      .lte('completed_date', today);
    const values = (ratings.data ?? []).flatMap((row) => (row.rating === null ? [] : [row.rating]));
    const average =
      Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10;

    expect(stats.totalProfessionals.value).toBe(professionals.count);
    expect(stats.activeBookings.value).toBe(active.count);
    expect(stats.averageRating).toMatchObject({ value: average, source: 'testimonials' });
    expect(stats.completedProjects.value).toBe(done.count);
  });

  it('follows a new booking', async () => {
    const before = await getDashboardStats(ctx().admin);
    // Visitors' bookings arrive through an Edge Function; the administrator adds one directly.
    const { error } = await ctx().admin.from('bookings').insert({
      full_name: 'Dash Board',
      email: 'dash@example.com',
      requested_service: 'Others',
      project_description: 'Counting.',
    });
    expect(error).toBeNull();
    const after = await getDashboardStats(ctx().admin);
    expect(after.activeBookings.value).toBe(before.activeBookings.value + 1);
    const [latest] = await getRecentActivity(ctx().admin, 5);
    expect(latest).toMatchObject({
      kind: 'booking',
      title: 'Dash Board',
      detail: 'Others',
      status: 'pending',
    });
  });

  it('names the linked service of a booking the admin added', async () => {
    const { data } = await ctx()
      .admin.from('bookings')
      .insert({
        full_name: 'Office Walk-in',
        email: 'walk.in.activity@example.com',
        requested_service: 'Others',
        service_id: 'a1000000-0000-4000-8000-000000000005',
        project_description: 'Linked by the admin.',
      })
      .select('id')
      .single();
    const activity = await getRecentActivity(ctx().admin, 5);
    expect(activity.find((item) => item.id === data?.id)).toMatchObject({
      title: 'Office Walk-in',
      detail: 'Translation Services',
    });
  });

  it('lists recent activity of every kind, newest first', async () => {
    const activity = await getRecentActivity(ctx().admin, 20);
    expect(new Set(activity.map((item) => item.kind))).toEqual(
      new Set(['booking', 'consultation', 'partner_application', 'enrollment', 'participant']),
    );
    expectNewestFirst(activity);
  });

  it('is for administrators only', async () => {
    await expect(getDashboardStats(ctx().anon)).rejects.toThrow(
      'You do not have permission to do that.',
    );
    await expect(getRecentActivity(ctx().anon)).rejects.toThrow(
      'You do not have permission to do that.',
    );
  });

  it('refuses a figure of an unexpected shape', () => {
    expect(() => parseDashboardStats({ total_professionals: 'many' })).toThrow('unexpected shape');
  });
});
