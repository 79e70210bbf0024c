import { describe, expect, it } from 'vitest';
import { signedInClient, useTestBackend } from '@inzira/test-kit';
import type { Database } from '@inzira/contract/database.types.ts';

// A lead that needs action and has waited longer than the team's threshold, in working time
// (Kigali's Monday to Friday without Rwanda's public holidays), is waiting too long
// (docs/leads.md, "Waiting too long"). Owners set the threshold; one working day by default.

const ctx = useTestBackend<Database>();

/** The instant before which a lead still waiting at `at` is late (as a Kigali wall time). */
async function cutoff(at: string): Promise<string> {
  const { rows } = await ctx().backend.db.query<{ cutoff: string }>(
    `select to_char(private.waiting_cutoff($1) at time zone 'Africa/Kigali', 'Dy YYYY-MM-DD HH24:MI') as cutoff`,
    [at],
  );
  return rows[0]?.cutoff ?? '';
}

interface WaitingCounts {
  bookings: number;
  waiting_too_long: { bookings: number };
  waiting_hours: number;
  waiting_cutoff: string;
}

async function counts(): Promise<WaitingCounts> {
  const { data, error } = await ctx().admin.rpc('admin_needs_action_counts');
  expect(error).toBeNull();
  const record = data && typeof data === 'object' && !Array.isArray(data) ? data : {};
  const late = record.waiting_too_long;
  return {
    bookings: Number(record.bookings),
    waiting_too_long: {
      bookings: Number(
        late && typeof late === 'object' && !Array.isArray(late) ? late.bookings : NaN,
      ),
    },
    waiting_hours: Number(record.waiting_hours),
    waiting_cutoff: String(record.waiting_cutoff),
  };
}

async function bookingAged(days: number): Promise<string> {
  const { data, error } = await ctx()
    .service.from('bookings')
    .insert({
      full_name: `Waited ${days} days`,
      email: 'waited@example.com',
      requested_service: 'Content Creation',
      project_description: 'A short film about our shop.',
      created_at: new Date(Date.now() - days * 86_400_000).toISOString(),
    })
    .select('id')
    .single();
  expect(error).toBeNull();
  return data?.id ?? '';
}

async function setThreshold(hours: number) {
  const { error } = await ctx()
    .admin.from('team_settings')
    .update({ lead_waiting_hours: hours })
    .eq('id', true);
  expect(error).toBeNull();
}

describe('waiting too long', () => {
  it('counts working days only: weekends and public holidays add no waiting', async () => {
    // One working day before a Monday afternoon is the Friday afternoon.
    expect(await cutoff('2026-11-30T15:00:00+02:00')).toBe('Fri 2026-11-27 15:00');
    // On a Sunday, a lead of Friday has waited exactly Friday, no more: late are those before it.
    expect(await cutoff('2026-11-29T12:00:00+02:00')).toBe('Fri 2026-11-27 00:00');
    // New Year's Day (Friday) and the day after are holidays: Monday 09:00 looks back to Thursday.
    expect(await cutoff('2027-01-04T09:00:00+02:00')).toBe('Thu 2026-12-31 09:00');
  });

  it('flags a lead still waiting after the threshold, and not once acted on', async () => {
    const before = await counts();
    expect(before.waiting_hours).toBe(24);
    const old = await bookingAged(10);
    await bookingAged(0);
    const after = await counts();
    expect(after.bookings).toBe(before.bookings + 2);
    expect(after.waiting_too_long.bookings).toBe(before.waiting_too_long.bookings + 1);
    expect(Date.parse(after.waiting_cutoff)).toBeLessThan(Date.now());

    await ctx().admin.from('bookings').update({ status: 'confirmed' }).eq('id', old);
    expect((await counts()).waiting_too_long.bookings).toBe(before.waiting_too_long.bookings);
  });

  it('follows the threshold an owner sets, within 1 to 720 working hours', async () => {
    await bookingAged(3);
    const lateAtOneDay = (await counts()).waiting_too_long.bookings;
    // 30 working days: a lead of three days ago is no longer late.
    await setThreshold(720);
    const relaxed = await counts();
    expect(relaxed.waiting_hours).toBe(720);
    expect(relaxed.waiting_too_long.bookings).toBeLessThan(lateAtOneDay);

    for (const hours of [0, 721, -5]) {
      const { error } = await ctx()
        .admin.from('team_settings')
        .update({ lead_waiting_hours: hours })
        .eq('id', true);
      expect(error?.code).toBe('23514');
    }
    await setThreshold(24);
    expect((await counts()).waiting_too_long.bookings).toBe(lateAtOneDay);
  });

  it('lets owners alone change the threshold', async () => {
    const email = `waiting-sales-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const password = 'waiting-password-123';
    const { data } = await ctx().service.auth.admin.createUser({
      email,
      password,
      email_confirm: true,
    });
    await ctx()
      .service.from('team_members')
      .insert({ user_id: data.user?.id ?? '', role: 'sales' });
    const sales = await signedInClient<Database>(ctx().backend, email, password);
    const { data: changed } = await sales
      .from('team_settings')
      .update({ lead_waiting_hours: 1 })
      .eq('id', true)
      .select('id');
    expect(changed ?? []).toEqual([]);
    expect((await counts()).waiting_hours).toBe(24);
    // Sales still read the counts and the cutoff their inboxes mark rows by.
    const { error } = await sales.rpc('admin_needs_action_counts');
    expect(error).toBeNull();
    const { error: anonError } = await ctx().anon.rpc('admin_needs_action_counts');
    expect(anonError).not.toBeNull();
  });
});
