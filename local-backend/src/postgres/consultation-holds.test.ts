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

// Consultation holds on a real server (docs/consultations.md, "Holds and e-mail verification"):
// many visitors holding one slot at the same moment, a lapsed hold giving its slot up, and
// racing confirmations of one link or code, each caller its own connection and transaction.

const functions: Claims = { role: 'service_role' };
const hold = `select * from public.hold_consultation($1, $2::jsonb)`;

let db: TestDatabase;

beforeAll(async () => {
  db = await openTestDatabase();
});

afterAll(async () => {
  await db?.close();
});

const request = (slot: string, i: number, prefix: string) =>
  JSON.stringify({
    full_name: `Holder ${i}`,
    email: `${prefix}-${i}@example.com`,
    phone_number: '+250 788 000 910',
    service: 'Brand Design',
    scheduled_for: slot,
  });

function holdTogether(slot: string, prefix: string) {
  const ready = barrier(connections);
  return Promise.all(
    Array.from({ length: connections }, (_, i) =>
      outcome(
        asRole(db.pool, functions, async (client) => {
          await ready();
          await client.query(hold, [`198.51.100.${i}`, request(slot, i, prefix)]);
          // A request does more after its insert; the others' inserts arrive meanwhile.
          await client.query('select pg_sleep(0.05)');
        }),
      ),
    ),
  );
}

async function liveRows(slot: string): Promise<{ email: string; status: string }[]> {
  const { rows } = await db.owner.query<{ email: string; status: string }>(
    `select email, status from public.consultations where scheduled_for = $1 and status <> 'cancelled'`,
    [slot],
  );
  return rows;
}

describe('consultation holds', () => {
  it(`keeps exactly one of ${connections} holds of one slot made at the same moment`, async () => {
    const slot = (await openSlots(db.owner, 12, 1))[0];
    const results = await holdTogether(slot, 'race');
    expect(results.filter((result) => result === null)).toHaveLength(1);
    for (const failed of results.filter((result) => result !== null)) {
      expect(failed?.code).toBe('23505');
    }
    expect(await liveRows(slot)).toHaveLength(1);
  });

  it('gives a lapsed hold’s slot to exactly one of the visitors who want it next', async () => {
    const slot = (await openSlots(db.owner, 13, 2))[1];
    const first = await asRole(db.pool, functions, (client) =>
      client.query<{ reference: string }>(hold, ['198.51.101.1', request(slot, 0, 'lapsing')]),
    );
    // Still held: nobody else gets it.
    expect((await holdTogether(slot, 'early')).every((result) => result?.code === '23505')).toBe(
      true,
    );
    await db.owner.query(
      `update public.consultations set hold_expires_at = now() - interval '1 minute' where id = $1`,
      [first.rows[0]?.reference],
    );
    const results = await holdTogether(slot, 'after');
    expect(results.filter((result) => result === null)).toHaveLength(1);
    const [live, ...others] = await liveRows(slot);
    expect(others).toEqual([]);
    expect(live?.email).toMatch(/^after-\d+@example\.com$/);
    const { rows } = await db.owner.query<{ status: string }>(
      'select status from public.consultations where id = $1',
      [first.rows[0]?.reference],
    );
    expect(rows[0]?.status).toBe('cancelled');
  });

  it('confirms a link once when it is opened many times at the same moment', async () => {
    const slot = (await openSlots(db.owner, 14, 3))[2];
    const made = await asRole(db.pool, functions, (client) =>
      client.query<{ token: string }>(hold, ['198.51.102.1', request(slot, 0, 'link')]),
    );
    const token = made.rows[0]?.token;
    const ready = barrier(connections);
    const confirmed = await Promise.all(
      Array.from({ length: connections }, () =>
        asRole(db.pool, functions, async (client) => {
          await ready();
          const { rows } = await client.query(
            'select * from public.confirm_consultation_email(link_token => $1)',
            [token],
          );
          return rows.length;
        }),
      ),
    );
    expect(confirmed.reduce((sum, count) => sum + count, 0)).toBe(1);
  });

  it('counts every one of many wrong codes sent at once, so the code stops working', async () => {
    const slot = (await openSlots(db.owner, 14, 4))[3];
    const made = await asRole(db.pool, functions, (client) =>
      client.query<{ code: string }>(hold, ['198.51.103.1', request(slot, 0, 'guess')]),
    );
    const code = made.rows[0]?.code ?? '';
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const ready = barrier(connections);
    await Promise.all(
      Array.from({ length: connections }, () =>
        asRole(db.pool, functions, async (client) => {
          await ready();
          await client.query(
            'select * from public.confirm_consultation_email(email => $1, code => $2)',
            ['guess-0@example.com', wrong],
          );
        }),
      ),
    );
    const { rows } = await asRole(db.pool, functions, (client) =>
      client.query('select * from public.confirm_consultation_email(email => $1, code => $2)', [
        'guess-0@example.com',
        code,
      ]),
    );
    expect(rows).toEqual([]);
  });
});
