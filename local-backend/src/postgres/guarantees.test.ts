import { randomUUID } from 'node:crypto';
import type { PoolClient } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRole, type Claims } from './as-role';
import {
  barrier,
  connections,
  openSlots,
  openTestDatabase,
  outcome,
  type TestDatabase,
} from './test-database';

// What the database promises when many requests arrive at the same moment, on a real server:
// each caller is one pooled connection in its own transaction, under the role and JWT claims
// the API sets, all released together by a barrier so their statements interleave.

const visitor: Claims = { role: 'anon' };
// Visitors write only through the Edge Functions, which call these as the service role.
const functions: Claims = { role: 'service_role' };
const limitMessage = 'Too many requests. Please try again later.';
const submit = `select public.submit_public_form($1, $2, $3::jsonb)`;

let db: TestDatabase;
let admin: Claims;

beforeAll(async () => {
  db = await openTestDatabase();
  const id = randomUUID();
  await db.owner.query(`insert into auth.users (id, email) values ($1, 'pg-admin@example.com')`, [
    id,
  ]);
  await db.owner.query("insert into public.team_members (user_id, role) values ($1, 'owner')", [
    id,
  ]);
  admin = { role: 'authenticated', sub: id, email: 'pg-admin@example.com' };
});

afterAll(async () => {
  await db?.close();
});

/** Runs `count` callers at once; each waits at the barrier inside its transaction, then works. */
function together<T>(
  count: number,
  claims: Claims,
  work: (i: number, client: PoolClient) => Promise<T>,
) {
  const ready = barrier(count);
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      outcome(
        asRole(db.pool, claims, async (client) => {
          await ready();
          return work(i, client);
        }),
      ),
    ),
  );
}

describe('consultation slots', () => {
  it(`stores one of ${connections} visitors booking the same slot at the same moment`, async () => {
    const [slot] = await openSlots(db.owner, 5, 1);
    const results = await together(connections, functions, async (i, client) => {
      await client.query(submit, [
        'consultation',
        `203.0.113.${i}`,
        JSON.stringify({
          full_name: `Visitor ${i}`,
          email: `slot-${i}@example.com`,
          phone_number: '+250 788 000 900',
          service: 'Web Development',
          scheduled_for: slot,
        }),
      ]);
      // A request does more after its insert; the others' inserts arrive meanwhile.
      await client.query('select pg_sleep(0.05)');
    });
    expect(results.filter((r) => r === null)).toHaveLength(1);
    for (const failed of results.filter((r) => r !== null)) {
      expect(failed).toEqual({
        code: '23505',
        message: expect.stringMatching(
          /^(duplicate key value violates unique constraint "consultations_live_slot_key"|This time slot is already booked\. Please choose another one\.)$/,
        ),
      });
    }
    const stored = await db.owner.query(
      'select count(*)::int as n from public.consultations where scheduled_for = $1',
      [slot],
    );
    expect(stored.rows[0].n).toBe(1);
  });

  it('lets a cancelled slot be booked again, once', async () => {
    const [slot] = await openSlots(db.owner, 6, 1);
    await db.owner.query(
      `insert into public.consultations (full_name, email, phone_number, service, scheduled_for, status)
       values ('Cancelled', 'cancelled@example.com', '+250 788 000 901', 'Other', $1, 'cancelled')`,
      [slot],
    );
    const results = await together(connections, functions, async (i, client) => {
      await client.query(submit, [
        'consultation',
        `203.0.114.${i}`,
        JSON.stringify({
          full_name: `Rebooker ${i}`,
          email: `rebook-${i}@example.com`,
          phone_number: '+250 788 000 902',
          service: 'Other',
          scheduled_for: slot,
        }),
      ]);
      await client.query('select pg_sleep(0.05)');
    });
    expect(results.filter((r) => r === null)).toHaveLength(1);
    const live = await db.owner.query(
      `select count(*)::int as n from public.consultations where scheduled_for = $1 and status <> 'cancelled'`,
      [slot],
    );
    expect(live.rows[0].n).toBe(1);
  });
});

describe('blog votes', () => {
  it(`counts ${connections * 5} visitors' upvotes and downvotes from ${connections} connections exactly once each`, async () => {
    const {
      rows: [post],
    } = await db.owner.query<{ id: string }>(
      `insert into public.blogs (title, category, excerpt, content, author_name, author_role)
       values ('Counted', 'Marketing', 'Votes.', 'Every vote counts.', 'Tester', 'QA') returning id`,
    );
    const votes = connections * 5;
    // One request per vote, each its own transaction, as the API runs them; the pool's 20
    // connections run 20 at a time.
    const results = await Promise.all(
      Array.from({ length: votes }, (_, i) =>
        outcome(
          asRole(db.pool, functions, (client) =>
            client.query('select * from public.cast_blog_vote($1, $2, $3, $4)', [
              post.id,
              `visitor-${String(i).padStart(8, '0')}`,
              `198.51.100.${i}`,
              i % 4 === 0 ? 'downvote' : 'upvote',
            ]),
          ),
        ),
      ),
    );
    expect(results).toEqual(Array(votes).fill(null));
    const counts = await db.owner.query(
      'select upvotes, downvotes from public.blogs where id = $1',
      [post.id],
    );
    expect(counts.rows[0]).toEqual({ upvotes: (votes * 3) / 4, downvotes: votes / 4 });
  });
});

describe('blog votes from one address', () => {
  it(`counts one of ${connections} visitors voting on a post from one address at the same moment`, async () => {
    const {
      rows: [post],
    } = await db.owner.query<{ id: string }>(
      `insert into public.blogs (title, category, excerpt, content, author_name, author_role)
       values ('Shared line', 'Marketing', 'Votes.', 'One address.', 'Tester', 'QA') returning id`,
    );
    // The same address spelled two ways: the canonical form makes them one.
    const results = await together(connections, functions, async (i, client) => {
      await client.query('select * from public.cast_blog_vote($1, $2, $3, $4)', [
        post.id,
        `invented-${String(i).padStart(8, '0')}`,
        i % 2 === 0 ? '192.0.2.50' : '::ffff:192.0.2.50',
        'upvote',
      ]);
    });
    expect(results.filter((r) => r === null)).toHaveLength(1);
    for (const refused of results.filter((r) => r !== null)) {
      expect(refused).toEqual({
        code: '23505',
        message: 'A vote from your connection already counts for this post today.',
      });
    }
    const counts = await db.owner.query('select upvotes from public.blogs where id = $1', [
      post.id,
    ]);
    expect(counts.rows[0]).toEqual({ upvotes: 1 });
  });
});

describe('per-address limit', () => {
  const event = async () => {
    const { rows } = await db.owner.query<{ id: string }>(
      `insert into public.events (title, description, from_date, to_date, prize)
       values ('Open event', 'Come along.', now() + interval '1 day', now() + interval '2 days', 'A prize')
       returning id`,
    );
    return rows[0].id;
  };

  // Each form's hourly figure per address (private.submission_limits) and one visitor's fields.
  const forms: Record<string, [number, (i: number) => Promise<Record<string, unknown>>]> = {
    booking: [
      5,
      async (i) => ({
        full_name: 'Eager',
        email: `eager-${i}@example.com`,
        requested_service: 'Others',
        project_description: 'Please.',
      }),
    ],
    consultation: [
      3,
      async (i) => ({
        full_name: 'Eager',
        email: `eager-${i}@example.com`,
        phone_number: '+250 788 000 903',
        service: 'Other',
        // A different slot each, so only the limit can refuse them.
        scheduled_for: (await openSlots(db.owner, 20, i + 1))[i],
      }),
    ],
    partner_application: [
      5,
      async (i) => ({
        company_name: 'Eager Ltd',
        email: `eager-${i}@example.com`,
        phone: '+250 788 000 904',
        message: 'Hello.',
      }),
    ],
    enrollment: [
      5,
      async (i) => ({
        course_id: 'digital-marketing-mastery',
        full_name: 'Eager',
        email: `eager-${i}@example.com`,
        phone: '+250 788 000 905',
      }),
    ],
    registration: [
      10,
      async (i) => ({ event_id: await event(), name: 'Eager', email: `eager-${i}@example.com` }),
    ],
  };

  for (const [form, [limit, fields]] of Object.entries(forms)) {
    it(`accepts ${limit} of ${connections} ${form} submissions from one address sent at the same moment`, async () => {
      const address = `192.0.2.${Object.keys(forms).indexOf(form) + 1}`;
      const payloads = await Promise.all(
        Array.from({ length: connections }, async (_, i) => JSON.stringify(await fields(i))),
      );
      const results = await together(connections, functions, async (i, client) => {
        await client.query(submit, [form, address, payloads[i]]);
        await client.query('select pg_sleep(0.05)');
      });
      expect(results.filter((r) => r === null)).toHaveLength(limit);
      for (const refused of results.filter((r) => r !== null)) {
        expect(refused).toEqual({ code: 'P0001', message: limitMessage });
      }
    });
  }
});

describe('policies', () => {
  it('keeps visitors from writing or reading submissions; an admin reads them', async () => {
    const email = 'policy-visitor@example.com';
    expect(
      await outcome(
        asRole(db.pool, visitor, (c) =>
          c.query(
            `insert into public.partner_applications (company_name, email, phone, message)
             values ('Policy Ltd', $1, '+250 788 000 906', 'Hi.')`,
            [email],
          ),
        ),
      ),
    ).toEqual({ code: '42501', message: 'permission denied for table partner_applications' });
    await asRole(db.pool, functions, (c) =>
      c.query(submit, [
        'partner_application',
        '192.0.2.100',
        JSON.stringify({
          company_name: 'Policy Ltd',
          email,
          phone: '+250 788 000 906',
          message: 'Hi.',
        }),
      ]),
    );
    expect(
      await outcome(
        asRole(db.pool, visitor, (c) => c.query('select * from public.partner_applications')),
      ),
    ).toEqual({ code: '42501', message: 'permission denied for table partner_applications' });

    const stranger: Claims = { role: 'authenticated', sub: randomUUID() };
    const hidden = await asRole(db.pool, stranger, (c) =>
      c.query('select id from public.partner_applications'),
    );
    expect(hidden.rows).toEqual([]);

    const seen = await asRole(db.pool, admin, (c) =>
      c.query('select email from public.partner_applications where email = $1', [email]),
    );
    expect(seen.rows).toEqual([{ email }]);
  });

  it('refuses forged status, direct counter writes and contact columns to visitors', async () => {
    expect(
      await outcome(
        asRole(db.pool, visitor, (c) =>
          c.query(
            `insert into public.bookings (full_name, email, requested_service, project_description, status)
             values ('Forger', 'forger@example.com', 'Others', 'Confirm me.', 'confirmed')`,
          ),
        ),
      ),
    ).toEqual({ code: '42501', message: 'permission denied for table bookings' });
    expect(
      await outcome(
        asRole(db.pool, visitor, (c) =>
          c.query('update public.blogs set upvotes = upvotes + 1000'),
        ),
      ),
    ).toEqual({ code: '42501', message: 'permission denied for table blogs' });
    expect(
      await outcome(
        asRole(db.pool, visitor, (c) => c.query('select email from public.professionals')),
      ),
    ).toEqual({ code: '42501', message: 'permission denied for table professionals' });
  });
});

// Stripe delivers an event at least once, retries it, and sends a payment's events in no set
// order (docs/payments.md): the same event at once is applied once, and however a payment's and
// its refund's events interleave the enrollment ends refunded.
describe('Stripe events', () => {
  const reconcile = `select public.reconcile_stripe_event($1, $2, $3, $4, $5, $6, $7) as result`;

  async function enrollWithCard(card: string): Promise<void> {
    await asRole(db.pool, functions, (c) =>
      c.query(submit, [
        'enrollment',
        '203.0.113.200',
        JSON.stringify({
          course_id: 'digital-marketing-mastery',
          full_name: 'Card Payer',
          email: `${card}@example.com`,
          phone: '+250 788 000 901',
          payment_method: card,
        }),
      ]),
    );
  }

  async function paymentStatus(card: string): Promise<string> {
    const { rows } = await db.owner.query<{ payment_status: string }>(
      'select payment_status from public.enrollments where stripe_payment_method_id = $1',
      [card],
    );
    return rows[0]?.payment_status ?? 'missing';
  }

  it(`applies one event delivered ${connections} times at the same moment once`, async () => {
    await enrollWithCard('pm_pg_same_event');
    const results: string[] = [];
    const failures = await together(connections, functions, async (_, client) => {
      const { rows } = await client.query<{ result: string }>(reconcile, [
        'evt_pg_same_event',
        'payment_intent.succeeded',
        'pi_pg_same_event',
        'pm_pg_same_event',
        450_000,
        'rwf',
        false,
      ]);
      results.push(rows[0]?.result ?? '');
    });
    expect(failures.filter((failure) => failure !== null)).toEqual([]);
    expect(results.sort()).toEqual([
      ...Array<string>(connections - 1).fill('duplicate'),
      'updated',
    ]);
    expect(await paymentStatus('pm_pg_same_event')).toBe('paid');
  });

  it('ends refunded however a payment and its refund interleave', async () => {
    await enrollWithCard('pm_pg_interleaved');
    const failures = await together(connections, functions, (i, client) =>
      client.query(reconcile, [
        `evt_pg_interleaved_${i}`,
        i % 2 === 0 ? 'payment_intent.succeeded' : 'charge.refunded',
        'pi_pg_interleaved',
        'pm_pg_interleaved',
        450_000,
        'rwf',
        true,
      ]),
    );
    expect(failures.filter((failure) => failure !== null)).toEqual([]);
    expect(await paymentStatus('pm_pg_interleaved')).toBe('refunded');
  });
});
