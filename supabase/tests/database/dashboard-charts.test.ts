import { describe, expect, it } from 'vitest';
import { nonAdminClient, signedInClient, useTestBackend } from '@inzira/test-kit';
import type { Database } from '@inzira/contract/database.types.ts';

// The dashboard's charts (docs/leads.md, "Dashboard"): figures per Kigali week and day for a
// range [from, to), computed in the database, for the members who handle leads only.

const ctx = useTestBackend<Database>();

// Two Kigali weeks, Monday 2 January 2023 to Monday 16 January 2023 (UTC+2), before any seed row.
const from = '2023-01-02T00:00:00+02:00';
const to = '2023-01-16T00:00:00+02:00';

type Role = Database['public']['Enums']['team_role'];

async function member(role: Role) {
  const email = `charts-${role}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const password = 'charts-password-123';
  const { data, error } = await ctx().service.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
  });
  expect(error).toBeNull();
  const id = data.user?.id ?? '';
  expect((await ctx().service.from('team_members').insert({ user_id: id, role })).error).toBeNull();
  return signedInClient<Database>(ctx().backend, email, password);
}

async function booking(createdAt: string) {
  const { data, error } = await ctx()
    .service.from('bookings')
    .insert({
      full_name: 'Chart Visitor',
      email: 'chart.visitor@example.com',
      requested_service: 'Content Creation',
      project_description: 'A film for the chart.',
      created_at: createdAt,
    })
    .select('id, created_at')
    .single();
  expect(error).toBeNull();
  return data?.id ?? '';
}

async function consultation(createdAt: string, scheduledFor: string, verified = true) {
  const { data, error } = await ctx()
    .service.from('consultations')
    .insert({
      full_name: 'Chart Caller',
      email: 'chart.caller@example.com',
      phone_number: '+250 788 000 111',
      service: 'Brand Design',
      scheduled_for: scheduledFor,
      created_at: createdAt,
      email_verified_at: verified ? createdAt : null,
      hold_expires_at: verified ? null : '2023-01-04T12:00:00+02:00',
    })
    .select('id')
    .single();
  expect(error).toBeNull();
  return data?.id ?? '';
}

async function seconds(table: 'bookings', id: string): Promise<number> {
  const { data } = await ctx()
    .service.from(table)
    .select('created_at, first_action_at')
    .eq('id', id)
    .single();
  return (Date.parse(data?.first_action_at ?? '') - Date.parse(data?.created_at ?? '')) / 1000;
}

async function charts(client = ctx().admin, range_from = from, range_to = to) {
  return client.rpc('admin_dashboard_charts', { range_from, range_to });
}

describe('dashboard charts', () => {
  it('counts leads per Kigali week, conversion, median time to first action and appointments by day', async () => {
    const empty = await charts();
    expect(empty.error).toBeNull();
    expect(empty.data).toMatchObject({
      kinds: [
        { kind: 'bookings', leads: 0, won: 0, acted: 0, median_seconds_to_first_action: null },
        { kind: 'consultations', leads: 0 },
        { kind: 'partner_applications', leads: 0 },
        { kind: 'enrollments', leads: 0 },
      ],
    });

    const first = await booking('2023-01-02T08:00:00+02:00');
    const second = await booking('2023-01-09T10:00:00+02:00');
    // Sunday 23:30 in Kigali is still the second week (21:30 UTC).
    await booking('2023-01-15T23:30:00+02:00');
    // Monday 00:30 in Kigali is after the range, though still Sunday in UTC.
    await booking('2023-01-16T00:30:00+02:00');
    await ctx().admin.from('bookings').update({ status: 'confirmed' }).eq('id', second);
    await ctx()
      .admin.from('lead_activity')
      .insert({ booking_id: first, kind: 'note', body: 'Called.' });
    const medianSeconds = Math.round(
      ((await seconds('bookings', first)) + (await seconds('bookings', second))) / 2,
    );

    // A confirmed consultation on Thursday, a cancelled one, and a hold nobody confirmed.
    await consultation('2023-01-03T09:00:00+02:00', '2023-01-05T10:00:00+02:00');
    const cancelled = await consultation('2023-01-03T09:30:00+02:00', '2023-01-05T11:00:00+02:00');
    await ctx().service.from('consultations').update({ status: 'cancelled' }).eq('id', cancelled);
    await consultation('2023-01-04T09:00:00+02:00', '2023-01-12T10:00:00+02:00', false);

    const { data: application } = await ctx()
      .service.from('partner_applications')
      .insert({
        company_name: 'Chart Partners',
        email: 'partners@example.com',
        phone: '+250 788 000 222',
        message: 'We would like to work together.',
        created_at: '2023-01-10T12:00:00+02:00',
      })
      .select('id')
      .single();
    await ctx()
      .admin.from('partner_applications')
      .update({ status: 'accepted' })
      .eq('id', application?.id ?? '');

    const { data: enrollment } = await ctx()
      .service.from('enrollments')
      .insert({
        course_id: 'chart-course',
        course_title: 'Chart course',
        amount_cents: 1000,
        full_name: 'Chart Student',
        email: 'student@example.com',
        phone: '+250 788 000 333',
        created_at: '2023-01-11T12:00:00+02:00',
      })
      .select('id')
      .single();
    await ctx()
      .service.from('enrollments')
      .update({ payment_status: 'paid' })
      .eq('id', enrollment?.id ?? '');

    const { data, error } = await charts();
    expect(error).toBeNull();
    expect(data).toEqual({
      weeks: [
        {
          week: '2023-01-02',
          bookings: 1,
          consultations: 2,
          partner_applications: 0,
          enrollments: 0,
        },
        {
          week: '2023-01-09',
          bookings: 2,
          consultations: 0,
          partner_applications: 1,
          enrollments: 1,
        },
      ],
      kinds: [
        {
          kind: 'bookings',
          leads: 3,
          won: 1,
          acted: 2,
          median_seconds_to_first_action: medianSeconds,
        },
        { kind: 'consultations', leads: 2, won: 0, acted: 0, median_seconds_to_first_action: null },
        {
          kind: 'partner_applications',
          leads: 1,
          won: 1,
          acted: 1,
          median_seconds_to_first_action: expect.any(Number),
        },
        // Paid by Stripe: won, but nobody on the team acted.
        { kind: 'enrollments', leads: 1, won: 1, acted: 0, median_seconds_to_first_action: null },
      ],
      consultation_days: Array.from({ length: 14 }, (_, index) => ({
        day: `2023-01-${String(index + 2).padStart(2, '0')}`,
        consultations: index === 3 ? 1 : 0,
      })),
    });
  });

  it('answers owners and sales, not editors, other users or visitors', async () => {
    expect((await charts(await member('sales'))).error).toBeNull();
    const editor = await charts(await member('editor'));
    expect(editor.error?.message).toBe('Only administrators can read the dashboard.');
    const user = await charts(await nonAdminClient<Database>(ctx().backend));
    expect(user.error?.message).toBe('Only administrators can read the dashboard.');
    expect((await charts(ctx().anon)).error).not.toBeNull();
  });

  it('refuses an empty, reversed, endless or over two years long range', async () => {
    const refused = async (rangeFrom: string, rangeTo: string) =>
      (await charts(ctx().admin, rangeFrom, rangeTo)).error?.message;
    expect(await refused(to, from)).toBe('The range must start before it ends.');
    expect(await refused(from, from)).toBe('The range must start before it ends.');
    expect(await refused('2020-01-01T00:00:00Z', '2023-01-01T00:00:00Z')).toBe(
      'The range can be at most two years long.',
    );
    expect(await refused('-infinity', 'infinity')).toBe('The range needs a start and an end.');
    expect(await refused('2023-01-01', 'not a date')).toBeDefined();
    expect(await refused('2023-01-01\u0000', '2023-02-01')).toBeDefined();
    // Two years from any day passes.
    expect(await refused('2024-02-29T00:00:00Z', '2026-02-28T00:00:00Z')).toBeUndefined();
  });
});
