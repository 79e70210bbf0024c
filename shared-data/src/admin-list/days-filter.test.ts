import { describe, expect, it } from 'vitest';
import { kigaliSlot, useTestBackend } from '@inzira/test-kit';
import type { Database } from '@inzira/contract/database.types.ts';
import { listRows } from '.';

// The lists' day filter (`from`, `to`: Kigali days, both included), which the dashboard's
// chart links set (docs/leads.md, "Dashboard").

const ctx = useTestBackend<Database>();

async function booking(name: string, createdAt: string) {
  const { error } = await ctx().service.from('bookings').insert({
    full_name: name,
    email: 'days.filter@example.com',
    requested_service: 'Content Creation',
    project_description: 'A short film.',
    created_at: createdAt,
  });
  expect(error).toBeNull();
}

const names = (rows: { full_name: string }[]) => rows.map((row) => row.full_name).sort();

describe('the day filter', () => {
  it('keeps the rows received on those Kigali days', async () => {
    await booking('Days First', '2022-03-01T00:30:00+02:00');
    await booking('Days Last', '2022-03-02T23:30:00+02:00');
    // 23:30 UTC on 2 March is already 3 March in Kigali.
    await booking('Days After', '2022-03-02T23:30:00Z');
    await booking('Days Before', '2022-02-28T23:30:00+02:00');
    const page = await listRows(ctx().admin, 'bookings', {
      page: 0,
      pageSize: 10,
      from: '2022-03-01',
      to: '2022-03-02',
    });
    expect(names(page.rows)).toEqual(['Days First', 'Days Last']);
    expect(page.total).toBe(2);
  });

  it('filters consultations by appointment day, and ignores another column or a broken day', async () => {
    const slot = kigaliSlot(9, 10);
    const { error } = await ctx().service.from('consultations').insert({
      full_name: 'Days Appointment',
      email: 'days.appointment@example.com',
      phone_number: '+250 788 000 444',
      service: 'Brand Design',
      scheduled_for: slot,
    });
    expect(error).toBeNull();
    const day = slot.slice(0, 10);
    const byAppointment = await listRows(ctx().admin, 'consultations', {
      page: 0,
      pageSize: 50,
      from: day,
      to: day,
      dateColumn: 'scheduled_for',
    });
    expect(byAppointment.rows.map((row) => row.full_name)).toContain('Days Appointment');
    expect(byAppointment.rows.every((row) => row.scheduled_for.slice(0, 10) === day)).toBe(true);

    // Another column falls back to the day received; a broken day filters nothing.
    const forged = await listRows(ctx().admin, 'bookings', {
      page: 0,
      pageSize: 10,
      from: '2022-03-01',
      to: '2022-03-02',
      dateColumn: 'email',
    });
    expect(forged.total).toBe(2);
    const all = await listRows(ctx().admin, 'bookings', { page: 0, pageSize: 1 });
    const broken = await listRows(ctx().admin, 'bookings', {
      page: 0,
      pageSize: 1,
      from: '2022-03-01),or(id.neq.0',
      to: '2022-03-02',
    });
    expect(broken.total).toBe(all.total);
  });
});
