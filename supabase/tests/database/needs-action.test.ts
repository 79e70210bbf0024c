import { describe, expect, it } from 'vitest';
import { kigaliSlot, nonAdminClient, useTestBackend } from '@inzira/test-kit';
import type { Database } from '@inzira/contract/database.types.ts';

// A lead needs action until a team member acts on it (docs/leads.md, "Needs action"): a status
// change, a note or a change that writes to the visitor. Opening the inbox, a change made
// without a user (Stripe, a visitor's own change) or writing the column directly does not.

const ctx = useTestBackend<Database>();

async function counts(): Promise<Record<string, number>> {
  const { data, error } = await ctx().admin.rpc('admin_needs_action_counts');
  expect(error).toBeNull();
  const record = data && typeof data === 'object' && !Array.isArray(data) ? data : {};
  return Object.fromEntries(Object.entries(record).map(([inbox, value]) => [inbox, Number(value)]));
}

async function newBooking(name: string): Promise<string> {
  const { data, error } = await ctx()
    .service.from('bookings')
    .insert({
      full_name: name,
      email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
      requested_service: 'Content Creation',
      project_description: 'A short film about our shop.',
      // A forged value is ignored: a new lead always starts waiting.
      first_action_at: '2026-01-01T00:00:00Z',
    })
    .select('id')
    .single();
  expect(error).toBeNull();
  return data?.id ?? '';
}

async function firstAction(table: 'bookings' | 'consultations', id: string) {
  const { data } = await ctx().service.from(table).select('first_action_at').eq('id', id).single();
  return data?.first_action_at ?? null;
}

describe('needs action', () => {
  it('counts a new lead until its status changes, whoever opens the inbox', async () => {
    const before = await counts();
    const id = await newBooking('Waiting Visitor');
    expect(await firstAction('bookings', id)).toBeNull();
    expect((await counts()).bookings).toBe((before.bookings ?? 0) + 1);

    await ctx().admin.rpc('admin_open_inbox', { inbox: 'bookings' });
    expect((await counts()).bookings).toBe((before.bookings ?? 0) + 1);

    await ctx().admin.from('bookings').update({ status: 'confirmed' }).eq('id', id);
    expect(await firstAction('bookings', id)).not.toBeNull();
    expect((await counts()).bookings).toBe(before.bookings);
  });

  it('takes a note as an act, and keeps the first act when the note is deleted', async () => {
    const id = await newBooking('Noted Visitor');
    const { data: note } = await ctx()
      .admin.from('lead_activity')
      .insert({ booking_id: id, kind: 'note', body: 'Called back, no answer.' })
      .select('id')
      .single();
    const acted = await firstAction('bookings', id);
    expect(acted).not.toBeNull();
    await ctx()
      .admin.from('lead_activity')
      .delete()
      .eq('id', note?.id ?? '');
    expect(await firstAction('bookings', id)).toBe(acted);
  });

  it('takes a reschedule (an e-mail to the visitor) as an act', async () => {
    const day = 20 + Math.floor(Math.random() * 30);
    const { data } = await ctx()
      .service.from('consultations')
      .insert({
        full_name: 'Rescheduled Visitor',
        email: 'rescheduled.visitor@example.com',
        phone_number: '+250 788 123 456',
        service: 'Brand Design',
        scheduled_for: kigaliSlot(day, 10),
      })
      .select('id')
      .single();
    const id = data?.id ?? '';
    expect(await firstAction('consultations', id)).toBeNull();
    const { error } = await ctx()
      .admin.from('consultations')
      .update({ scheduled_for: kigaliSlot(day, 11) })
      .eq('id', id);
    expect(error).toBeNull();
    expect(await firstAction('consultations', id)).not.toBeNull();
  });

  it('does not take a change without a team member (a payment webhook, a function) as an act', async () => {
    const id = await newBooking('Self Service Visitor');
    await ctx().service.from('bookings').update({ status: 'cancelled' }).eq('id', id);
    expect(await firstAction('bookings', id)).toBeNull();
  });

  it('cannot be cleared or set by writing the column', async () => {
    const waiting = await newBooking('Forged Visitor');
    await ctx()
      .admin.from('bookings')
      .update({ first_action_at: new Date().toISOString() })
      .eq('id', waiting);
    expect(await firstAction('bookings', waiting)).toBeNull();

    const acted = await newBooking('Acted Visitor');
    await ctx().admin.from('bookings').update({ status: 'confirmed' }).eq('id', acted);
    const at = await firstAction('bookings', acted);
    await ctx().admin.from('bookings').update({ first_action_at: null }).eq('id', acted);
    expect(await firstAction('bookings', acted)).toBe(at);
  });

  it('comes back with the lead on Undo', async () => {
    const id = await newBooking('Restored Visitor');
    await ctx().admin.from('bookings').update({ status: 'confirmed' }).eq('id', id);
    const at = await firstAction('bookings', id);
    await ctx().admin.from('bookings').delete().eq('id', id);
    const { error } = await ctx().admin.rpc('admin_restore_deleted', {
      table_name: 'bookings',
      row_id: id,
    });
    expect(error).toBeNull();
    expect(await firstAction('bookings', id)).toBe(at);
  });

  it('answers administrators only', async () => {
    const visitor = await ctx().anon.rpc('admin_needs_action_counts');
    expect(visitor.error).not.toBeNull();
    const user = await nonAdminClient<Database>(ctx().backend);
    const signedIn = await user.rpc('admin_needs_action_counts');
    expect(signedIn.error?.message).toBe(
      'Only administrators can read the leads that need action.',
    );
  });
});
