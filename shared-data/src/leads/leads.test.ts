import { describe, expect, it } from 'vitest';
import { deleteRows, fetchAllRows, listRows, restoreDeleted, setRowsStatus } from '../admin-list';
import { updateConsultation } from '../consultations';
import { scheduledFor } from '../consultations/kigali-time';
import { useTestBackend } from '@inzira/test-kit';
import type { Database } from '@inzira/contract/database.types.ts';
import { addLeadNote, getLeadActivity, getUnreadCounts, openInbox } from '.';

const ctx = useTestBackend<Database>();

async function newBooking(name: string, service = 'Marketing Agents'): Promise<string> {
  const { data, error } = await ctx()
    .service.from('bookings')
    .insert({
      full_name: name,
      email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
      requested_service: service,
      project_description: 'A campaign.',
    })
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}

/** A Kigali date `days` ahead, 'yyyy-MM-dd'. */
const kigaliDay = (days: number) =>
  new Date(Date.now() + days * 86_400_000 + 2 * 3_600_000).toISOString().slice(0, 10);

describe('lead triage', () => {
  it('records each status change with who made it, and keeps notes admin-only', async () => {
    const id = await newBooking('Triage Status');
    await setRowsStatus(ctx().admin, 'bookings', [id], 'confirmed');
    await setRowsStatus(ctx().admin, 'bookings', [id], 'confirmed');
    await addLeadNote(ctx().admin, 'bookings', id, '  Called, wants a quote.  ');
    const timeline = await getLeadActivity(ctx().admin, 'bookings', id);
    expect(timeline).toMatchObject([
      {
        kind: 'status',
        from_status: 'pending',
        to_status: 'confirmed',
        author_email: ctx().backend.admin?.email,
      },
      { kind: 'note', body: 'Called, wants a quote.', author_email: ctx().backend.admin?.email },
    ]);
    await expect(getLeadActivity(ctx().anon, 'bookings', id)).rejects.toThrow(
      'You do not have permission to do that.',
    );
    await expect(addLeadNote(ctx().anon, 'bookings', id, 'spam')).rejects.toThrow();
    await expect(addLeadNote(ctx().admin, 'bookings', id, '   ')).rejects.toThrow(
      'Write a note first.',
    );
    // The author and the kind cannot be forged by an administrator's client either.
    const forged = await ctx()
      .admin.from('lead_activity')
      .insert({ kind: 'status', to_status: 'completed', booking_id: id });
    expect(forged.success).toBe(false);
    const asOther = await ctx()
      .admin.from('lead_activity')
      .insert({ kind: 'note', body: 'x', booking_id: id, author_email: 'boss@example.com' });
    expect(asOther.success).toBe(false);
    expect(await getLeadActivity(ctx().admin, 'bookings', id)).toHaveLength(2);
  });

  it('refuses a status the list does not have, changing nothing', async () => {
    const id = await newBooking('Triage Bad Status');
    await expect(setRowsStatus(ctx().admin, 'bookings', [id], 'reviewing')).rejects.toThrow(
      '"reviewing" is not a status of this list.',
    );
    expect(await getLeadActivity(ctx().admin, 'bookings', id)).toEqual([]);
  });

  it('counts rows per inbox since the administrator last opened it', async () => {
    await openInbox(ctx().admin, 'bookings');
    const before = await getUnreadCounts(ctx().admin);
    expect(before.bookings).toBe(0);
    await newBooking('Triage Unread');
    expect((await getUnreadCounts(ctx().admin)).bookings).toBe(1);
    const previous = await openInbox(ctx().admin, 'bookings');
    expect(previous).not.toBeNull();
    expect((await getUnreadCounts(ctx().admin)).bookings).toBe(0);
    await expect(getUnreadCounts(ctx().anon)).rejects.toThrow();
  });

  it('bulk-deletes and restores every row with the same ids and their notes', async () => {
    const ids = [await newBooking('Triage Undo One'), await newBooking('Triage Undo Two')];
    await addLeadNote(ctx().admin, 'bookings', ids[0] ?? '', 'Keep me');
    await deleteRows(ctx().admin, 'bookings', ids);
    const gone = await listRows(ctx().admin, 'bookings', {
      page: 0,
      pageSize: 10,
      search: 'Triage Undo',
    });
    expect(gone.total).toBe(0);
    await expect(restoreDeleted(ctx().anon, 'bookings', ids[0] ?? '')).rejects.toThrow();
    await restoreDeleted(ctx().admin, 'bookings', ids[1] ?? '');
    const back = await listRows(ctx().admin, 'bookings', {
      page: 0,
      pageSize: 10,
      search: 'Triage Undo',
    });
    expect(back.rows.map((row) => row.id).sort()).toEqual([...ids].sort());
    expect(await getLeadActivity(ctx().admin, 'bookings', ids[0] ?? '')).toMatchObject([
      { kind: 'note', body: 'Keep me' },
    ]);
    await expect(restoreDeleted(ctx().admin, 'bookings', ids[1] ?? '')).rejects.toThrow(
      'This row can no longer be restored.',
    );
  });

  it('restores an event with its registrations', async () => {
    const { data: event } = await ctx()
      .service.from('events')
      .select('id')
      .eq('title', 'Kigali Content Creators Challenge')
      .single();
    const eventId = event?.id ?? '';
    const count = async () =>
      (await ctx().service.from('participants').select('id').eq('event_id', eventId)).data
        ?.length ?? 0;
    const registered = await count();
    expect(registered).toBeGreaterThan(0);
    await deleteRows(ctx().admin, 'events', [eventId]);
    expect(await count()).toBe(0);
    await restoreDeleted(ctx().admin, 'events', eventId);
    expect(await count()).toBe(registered);
  });

  it('reschedules a consultation to a free slot only, within the public window', async () => {
    const day = kigaliDay(9);
    const insert = async (slot: '09:00' | '10:00') => {
      const { data, error } = await ctx()
        .service.from('consultations')
        .insert({
          full_name: `Consult ${slot}`,
          email: `consult.${slot.replace(':', '')}@example.com`,
          phone_number: '+250 788 000 111',
          service: 'Brand Design',
          scheduled_for: scheduledFor(day, slot),
        })
        .select('id')
        .single();
      if (error) throw error;
      return data.id;
    };
    const nine = await insert('09:00');
    const ten = await insert('10:00');
    await expect(
      updateConsultation(ctx().admin, ten, { scheduled_for: scheduledFor(day, '09:00') }),
    ).rejects.toThrow('This time slot has just been booked. Please choose another time.');
    await expect(
      updateConsultation(ctx().admin, ten, { scheduled_for: scheduledFor(kigaliDay(-2), '11:00') }),
    ).rejects.toThrow('Please choose a time slot between now and two months from today.');
    const moved = await updateConsultation(ctx().admin, ten, {
      scheduled_for: scheduledFor(day, '11:00'),
    });
    expect(Date.parse(moved.scheduled_for)).toBe(Date.parse(scheduledFor(day, '11:00')));
    expect(nine).not.toBe(ten);
  });

  it('exports every matching row in pages, and filters by several statuses', async () => {
    const rows = await fetchAllRows(ctx().admin, 'bookings', { status: 'pending,confirmed' });
    const { count } = await ctx()
      .service.from('bookings')
      .select('id', { count: 'exact', head: true })
      .in('status', ['pending', 'confirmed']);
    expect(rows).toHaveLength(count ?? -1);
    expect(rows.every((row) => ['pending', 'confirmed'].includes(row.status))).toBe(true);
  });
});
