import { describe, expect, it } from 'vitest';
import { listRows } from '../admin-list';
import { submitAsVisitor, useTestBackend } from '@inzira/test-kit';
import type { Database } from '@inzira/contract/database.types.ts';
import { deleteParticipant, getEventParticipants, participantSchema, updateParticipant } from '.';

const ctx = useTestBackend<Database>();

const CHALLENGE = 'a6000000-0000-4000-8000-000000000001';

describe('participants', () => {
  it('registers a visitor for an open event; the admin sees them with the event title', async () => {
    await submitAsVisitor(ctx().backend, 'register-for-event', {
      name: 'Jane Visitor',
      email: 'jane.visitor@example.com',
      phone: '+250 788 111 222',
      eventId: CHALLENGE,
    });
    const page = await listRows(ctx().admin, 'participants', {
      page: 0,
      pageSize: 10,
      search: 'jane.visitor',
    });
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({
      name: 'Jane Visitor',
      event: { title: 'Kigali Content Creators Challenge' },
    });
  });

  it('lists who registered for one event, for the admin only', async () => {
    const names = (await getEventParticipants(ctx().admin, CHALLENGE)).map((p) => p.name);
    expect(names).toContain('Jane Visitor');
    const other = await getEventParticipants(ctx().admin, 'a6000000-0000-4000-8000-000000000002');
    expect(other.map((p) => p.name)).not.toContain('Jane Visitor');
    await expect(getEventParticipants(ctx().anon, CHALLENGE)).rejects.toThrow();
  });

  it('answers a second registration of one e-mail like the first, and stores one row', async () => {
    const registration = {
      eventId: CHALLENGE,
      name: 'Twice',
      email: 'twice@example.com',
      phone: '788 000 111',
    };
    const first = await submitAsVisitor(ctx().backend, 'register-for-event', registration);
    const again = await submitAsVisitor(ctx().backend, 'register-for-event', {
      ...registration,
      email: 'TWICE@example.com',
    });
    expect(again).toBe(first);
    const { data } = await ctx()
      .service.from('participants')
      .select('id')
      .ilike('email', 'twice@example.com');
    expect(data).toEqual([{ id: first }]);
  });

  it('never lets a visitor read participants', async () => {
    await expect(listRows(ctx().anon, 'participants', { page: 0, pageSize: 10 })).rejects.toThrow(
      'You do not have permission to do that.',
    );
  });

  it('lets the admin update and delete a participant', async () => {
    const { rows } = await listRows(ctx().admin, 'participants', {
      page: 0,
      pageSize: 1,
      search: 'Gloria',
    });
    const gloria = rows[0];
    if (!gloria) throw new Error('The seed has Gloria.');
    expect(
      (await updateParticipant(ctx().admin, gloria.id, { phone_number: '+250 788 000 000' }))
        .phone_number,
    ).toBe('+250 788 000 000');
    await deleteParticipant(ctx().admin, gloria.id);
    expect(
      (await listRows(ctx().admin, 'participants', { page: 0, pageSize: 1, search: 'Gloria' }))
        .total,
    ).toBe(0);
  });

  it('requires name, a valid email and phone', async () => {
    await expect(
      participantSchema.validate({ name: '', email: 'x', phone: '' }, { abortEarly: false }),
    ).rejects.toMatchObject({
      errors: ['Name is required', 'Please enter a valid email address', 'Phone is required'],
    });
  });
});
