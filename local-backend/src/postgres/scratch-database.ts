import { join } from 'node:path';
import pg from 'pg';
import { repoRoot } from '../index';
import { startCluster } from './cluster';
import { createDatabase } from './database';

/** A statement's rows; `transaction` runs its statements on one connection, in one transaction. */
export interface ScratchDatabase {
  query: <Row extends pg.QueryResultRow>(sql: string, params?: unknown[]) => Promise<Row[]>;
  transaction: <T>(work: (client: pg.PoolClient) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
}

/**
 * A throwaway PostgreSQL 15 cluster holding what the local backend applies (platform, every
 * migration, the seed), for measurements on a real server beside PGlite (`npm run bench`;
 * docs/testing.md, "Database guarantees on a real PostgreSQL"). Removed on close.
 */
export async function openScratchDatabase(): Promise<ScratchDatabase> {
  const cluster = await startCluster();
  try {
    const url = await createDatabase(cluster.url, 'inzira_scratch', {
      migrationsDir: join(repoRoot, 'supabase', 'migrations'),
      seedFile: join(repoRoot, 'supabase', 'seed.sql'),
    });
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    return {
      query: async (sql, params) => (await pool.query(sql, params)).rows,
      async transaction(work) {
        const client = await pool.connect();
        try {
          await client.query('begin');
          const result = await work(client);
          await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback').catch(() => {});
          throw error;
        } finally {
          client.release();
        }
      },
      async close() {
        await pool.end();
        await cluster.stop();
      },
    };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}
