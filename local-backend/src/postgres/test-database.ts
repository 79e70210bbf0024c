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

/** The Kigali (UTC+2, no daylight saving) wall-clock hour `days` from today, as an ISO instant. */
export function kigaliSlot(days: number, hour: number): string {
  const kigaliNow = new Date(Date.now() + 2 * 3_600_000);
  return new Date(
    Date.UTC(
      kigaliNow.getUTCFullYear(),
      kigaliNow.getUTCMonth(),
      kigaliNow.getUTCDate() + days,
      hour - 2,
    ),
  ).toISOString();
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
