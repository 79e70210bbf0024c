import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { platformSql } from '../platform/bootstrap';

/**
 * Creates a database on the cluster and gives it what the local backend gives PGlite: the
 * platform (roles, grants, extensions, auth schema), every migration in name order (each in its
 * own transaction, recorded in `_local.migrations`) and the seed. Returns its URL.
 */
export async function createDatabase(
  clusterUrl: string,
  name: string,
  { migrationsDir, seedFile }: { migrationsDir: string; seedFile?: string },
): Promise<string> {
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${pg.escapeIdentifier(name)}`);
    // Supabase puts `extensions` on the search path so gen_random_bytes(), similarity() etc. resolve.
    await admin.query(
      `alter database ${pg.escapeIdentifier(name)} set search_path to "$user", public, extensions`,
    );
  } finally {
    await admin.end();
  }
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  try {
    await runFile(db, 'platform', await platformSql());
    const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
    for (const file of files) {
      await runFile(db, file, await readFile(join(migrationsDir, file), 'utf8'), file);
    }
    if (seedFile) await runFile(db, 'seed', await readFile(seedFile, 'utf8'));
  } finally {
    await db.end();
  }
  return url.toString();
}

async function runFile(db: pg.Client, label: string, sql: string, migration?: string) {
  try {
    await db.query('begin');
    await db.query(sql);
    if (migration) await db.query('insert into _local.migrations (name) values ($1)', [migration]);
    await db.query('commit');
  } catch (error) {
    await db.query('rollback').catch(() => {});
    throw new Error(
      `${label} failed on PostgreSQL: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
}
