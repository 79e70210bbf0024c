import { describe, expect, it } from 'vitest';
import { listRows } from '../admin-list';
import { toKigaliInput } from '../kigali-input';
import { submitAsVisitor, useTestBackend } from '@inzira/test-kit';
import type { Database } from '@inzira/contract/database.types.ts';
import {
  createEvent,
  deleteEvent,
  eventSchema,
  getEventOptions,
  getUpcomingEvents,
  toEventRow,
  updateEvent,
} from '.';

const ctx = useTestBackend<Database>();

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('events', () => {
  it('lists upcoming published events soonest first', async () => {
    const events = await getUpcomingEvents(ctx().anon);
    expect(events.map((event) => event.title)).toEqual([
      'Kigali Content Creators Challenge',
      'Campaign Sprint: Tourism Edition',
      'Young Protocol Officers Contest',
    ]);
  });

  it('leaves out past and unpublished events', async () => {
    const past = await createEvent(ctx().admin, {
      title: 'Past contest',
      description: 'Done.',
      prize: 'A cup',
      from_date: inDays(-10),
      to_date: inDays(-9),
    });
    const hidden = await createEvent(ctx().admin, {
      title: 'Hidden contest',
      description: 'Soon.',
      prize: 'A cup',
      from_date: inDays(5),
      to_date: inDays(6),
      is_published: false,
    });
    const titles = (await getUpcomingEvents(ctx().anon)).map((event) => event.title);
    expect(titles).not.toContain('Past contest');
    expect(titles).not.toContain('Hidden contest');
    expect((await getEventOptions(ctx().admin)).map((event) => event.id)).toEqual(
      expect.arrayContaining([past.id, hidden.id]),
    );
    await deleteEvent(ctx().admin, past.id);
    await deleteEvent(ctx().admin, hidden.id);
  });

  it('counts participants in the admin list and follows edits', async () => {
    const values = await eventSchema.validate({
      title: 'Test Hackathon',
      from_date: toKigaliInput(inDays(3)),
      to_date: toKigaliInput(inDays(4)),
      prize: 'RWF 500,000',
      description: 'Build something.',
    });
    const created = await createEvent(ctx().admin, toEventRow(values));
    await submitAsVisitor(ctx().backend, 'register-for-event', {
      eventId: created.id,
      name: 'Visitor One',
      email: 'one@example.com',
      phone: '+250 788 000 999',
    });
    const page = await listRows(ctx().admin, 'events', {
      page: 0,
      pageSize: 10,
      search: 'Test Hackathon',
    });
    expect(page).toMatchObject({ total: 1, rows: [{ id: created.id, participant_count: 1 }] });

    const updated = await updateEvent(ctx().admin, created.id, { prize: 'RWF 750,000' });
    expect(updated.prize).toBe('RWF 750,000');
    await deleteEvent(ctx().admin, created.id);
    const { data } = await ctx()
      .service.from('participants')
      .select('id')
      .eq('event_id', created.id);
    expect(data).toEqual([]);
  });

  it('keeps visitors out of the admin events list', async () => {
    await expect(listRows(ctx().anon, 'events', { page: 0, pageSize: 10 })).rejects.toThrow(
      'You do not have permission to do that.',
    );
  });

  it('refuses an end date before the start', async () => {
    await expect(
      eventSchema.validate({
        title: 'X',
        from_date: toKigaliInput(inDays(3)),
        to_date: toKigaliInput(inDays(2)),
        prize: 'P',
        description: 'D',
      }),
    ).rejects.toThrow('End date must be on or after the start date');
  });
});
