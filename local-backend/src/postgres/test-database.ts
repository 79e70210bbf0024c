import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { repoRoot } from '../index';
import { createDatabase } from './database';

/** Connections the guarantee tests use at once, as many API requests would. */
export const connections = 20;

export interface TestDatabase {
  /** Connections for API callers; each call of asRole() takes its own. */
  pool: pg.Pool;
  /** The superuser, as migrations and the seed run (fixtures and read-backs only). */
  owner: pg.Pool;
  close: () => Promise<void>;
}

/** A new database with the platform, every migration and the seed, for one test file. */
export async function openTestDatabase(): Promise<TestDatabase> {
  const name = `inzira_${randomUUID().replaceAll('-', '')}`;
  const url = await createDatabase(inject('postgresUrl'), name, {
    migrationsDir: join(repoRoot, 'supabase', 'migrations'),
    seedFile: join(repoRoot, 'supabase', 'seed.sql'),
  });
  const pool = new pg.Pool({ connectionString: url, max: connections });
  const owner = new pg.Pool({ connectionString: url, max: 2 });
  return {
    pool,
    owner,
    async close() {
      await Promise.all([pool.end(), owner.end()]);
    },
  };
}

/** Resolves for everyone once `count` callers wait on it: their next statements start together. */
export function barrier(count: number): () => Promise<void> {
  let arrived = 0;
  let release: () => void = () => {};
  const open = new Promise<void>((resolve) => (release = resolve));
  return () => {
    arrived += 1;
    if (arrived === count) release();
    return open;
  };
}

/**
 * The first `count` free consultation slots from `days` after today (Kigali dates), as the
 * database offers them (public.consultation_slots: weekly hours, holidays, overrides), as ISO
 * instants; a fixed day could be a Sunday or a holiday in the year the test runs.
 */
export async function openSlots(owner: pg.Pool, days: number, count: number): Promise<string[]> {
  const { rows } = await owner.query<{ starts_at: Date }>(
    `select s.starts_at from public.consultation_slots(
       (now() at time zone 'Africa/Kigali')::date + $1::integer,
       (now() at time zone 'Africa/Kigali')::date + $1::integer + 21) s
     where not s.is_taken order by s.starts_at limit $2`,
    [days, count],
  );
  if (rows.length < count)
    throw new Error(`Fewer than ${count} free slots from ${days} days ahead`);
  return rows.map((row) => row.starts_at.toISOString());
}

/** Error code and message of a failed statement, or null when it succeeded. */
export async function outcome(
  work: Promise<unknown>,
): Promise<{ code: string; message: string } | null> {
  try {
    await work;
    return null;
  } catch (error) {
    if (error instanceof pg.DatabaseError)
      return { code: error.code ?? '', message: error.message };
    throw error;
  }
}
