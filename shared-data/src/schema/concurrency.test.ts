import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  type Backend,
  adminClient,
  clientFor,
  kigaliSlot,
  startSchemaBackend,
} from './schema-test-backend';

// Visitors act at the same time: no vote may be lost, and a slot is never booked twice.

const blogId = 'a4000000-0000-4000-8000-000000000008';

let backend: Backend;
let admin: Awaited<ReturnType<typeof adminClient>>;

beforeAll(async () => {
  backend = await startSchemaBackend();
  admin = await adminClient(backend);
});

afterAll(async () => {
  await backend?.stop();
});

it('counts 50 concurrent upvotes exactly once each', async () => {
  const read = () => admin.from('blogs').select('upvotes, downvotes').eq('id', blogId).single();
  const before = await read();
  // One client per visitor, as 50 browsers would be.
  const votes = await Promise.all(
    Array.from({ length: 50 }, () =>
      clientFor(backend).rpc('react_to_blog', { blog_id: blogId, kind: 'upvote' }),
    ),
  );
  expect(votes.filter((v) => v.error)).toEqual([]);
  const after = await read();
  expect(after.data?.upvotes).toBe((before.data?.upvotes ?? 0) + 50);
  expect(after.data?.downvotes).toBe(before.data?.downvotes);
});

it('stores exactly one of 10 concurrent bookings of the same consultation slot', async () => {
  const slot = kigaliSlot(5, 15);
  const attempts = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      clientFor(backend)
        .from('consultations')
        .insert({
          full_name: `Visitor ${i + 1}`,
          email: `slot-visitor-${i + 1}@example.com`,
          phone_number: '+250 788 000 900',
          service: 'Web Development',
          scheduled_for: slot,
        }),
    ),
  );
  expect(attempts.filter((a) => !a.error)).toHaveLength(1);
  for (const failed of attempts.filter((a) => a.error)) {
    expect(failed.error?.code).toBe('23505');
  }
  const stored = await admin.from('consultations').select('id').eq('scheduled_for', slot);
  expect(stored.data).toHaveLength(1);

  const taken = await clientFor(backend).rpc('consultation_taken_slots', {
    day: slot.slice(0, 10),
  });
  expect(taken.data?.map((t) => Date.parse(t))).toContain(Date.parse(slot));
});
