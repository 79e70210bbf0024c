import { expect, it } from 'vitest';
import { openKigaliSlot, postFrom, productionLike, useTestBackend } from '@inzira/test-kit';
import type { Database } from '@inzira/contract/database.types.ts';

// Visitors act at the same time, through the Edge Functions: no vote may be lost, and a slot is
// never booked twice.

const blogId = 'a4000000-0000-4000-8000-000000000008';

const ctx = useTestBackend<Database>(productionLike);

it('counts 50 concurrent upvotes exactly once each', async () => {
  const read = () =>
    ctx().admin.from('blogs').select('upvotes, downvotes').eq('id', blogId).single();
  const before = await read();
  // One visitor id and one address each, as 50 browsers on 50 connections would have (one
  // address counts one vote per post a day).
  const votes = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      postFrom(ctx().backend, `127.0.4.${i + 1}`, 'vote-on-blog', {
        blogId,
        visitorId: `concurrent-visitor-${String(i).padStart(4, '0')}`,
        vote: 'upvote',
      }),
    ),
  );
  expect(votes.filter((v) => v.status !== 200)).toEqual([]);
  const after = await read();
  expect(after.data?.upvotes).toBe((before.data?.upvotes ?? 0) + 50);
  expect(after.data?.downvotes).toBe(before.data?.downvotes);
});

it('stores exactly one of 10 concurrent bookings of the same consultation slot', async () => {
  const slot = await openKigaliSlot(ctx().backend, 5, 15);
  const kigali = new Date(Date.parse(slot) + 2 * 3600_000).toISOString();
  // Ten visitors from ten addresses, so only the slot can refuse them.
  const attempts = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      postFrom(ctx().backend, `127.0.0.${i + 2}`, 'submit-consultation', {
        name: `Visitor ${i + 1}`,
        email: `slot-visitor-${i + 1}@example.com`,
        phone: '+250 788 000 900',
        service: 'Web Development',
        date: kigali.slice(0, 10),
        time: kigali.slice(11, 16),
        _fillMs: 5000,
      }),
    ),
  );
  expect(attempts.filter((a) => a.status === 200)).toHaveLength(1);
  for (const failed of attempts.filter((a) => a.status !== 200)) {
    expect(failed).toEqual({
      status: 409,
      body: { error: 'This time slot is already booked. Please choose another one.' },
    });
  }
  const stored = await ctx().service.from('consultations').select('id').eq('scheduled_for', slot);
  expect(stored.data).toHaveLength(1);

  const taken = await ctx().anon.rpc('consultation_taken_slots', {
    day: slot.slice(0, 10),
  });
  expect(taken.data?.map((t) => Date.parse(t))).toContain(Date.parse(slot));
});
