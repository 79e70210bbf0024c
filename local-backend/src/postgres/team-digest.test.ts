import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRole, type Claims } from './as-role';
import {
  barrier,
  connections,
  openTestDatabase,
  outcome,
  type TestDatabase,
} from './test-database';

// The daily digest on a real server (docs/leads.md, "Daily digest"): the scheduler's runs may
// overlap (a slow minute, two schedulers), yet a member gets one digest a Kigali day.

const scheduler: Claims = { role: 'service_role' };

let db: TestDatabase;

beforeAll(async () => {
  db = await openTestDatabase();
});

afterAll(async () => {
  await db?.close();
});

describe('the daily digest', () => {
  it('is queued once when 20 runs of the job meet at the same hour', async () => {
    const { rows } = await db.owner.query<{ id: string; hour: number }>(
      `with member as (insert into auth.users (email) values ('digest.race@example.com') returning id)
       select id, extract(hour from now() at time zone 'Africa/Kigali')::int as hour from member`,
    );
    const member = rows[0];
    await db.owner.query(`insert into public.team_members (user_id, role) values ($1, 'sales')`, [
      member?.id,
    ]);
    await db.owner.query(
      `insert into public.team_member_preferences (user_id, lead_alerts, digest_hour)
       values ($1, 'daily_digest', $2)`,
      [member?.id, member?.hour],
    );
    const ready = barrier(connections);
    const outcomes = await Promise.all(
      Array.from({ length: connections }, () =>
        outcome(
          asRole(db.pool, scheduler, async (client) => {
            await ready();
            await client.query('select public.run_team_jobs()');
            await client.query('select pg_sleep(0.05)');
          }),
        ),
      ),
    );
    expect(outcomes).toEqual(Array.from({ length: connections }, () => null));
    const { rows: digests } = await db.owner.query<{ n: number }>(
      `select count(*)::int as n from public.team_emails where kind = 'daily_digest' and recipient_id = $1`,
      [member?.id],
    );
    expect(digests[0]?.n).toBe(1);
  });
});
