import type { PGlite } from '@electric-sql/pglite';
import { readFile, readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const platformDir = dirname(fileURLToPath(import.meta.url));
const platformFiles = ['roles.sql', 'auth.sql', 'storage.sql', 'local.sql'];

/** The platform SQL files' text, in the order they run. */
export async function platformSql(): Promise<string> {
  const parts = await Promise.all(
    platformFiles.map((file) => readFile(join(platformDir, file), 'utf8')),
  );
  return parts.join('\n');
}

/** Creates what the hosted platform provides: roles, grants, extensions, auth and bookkeeping. */
export async function applyPlatform(db: PGlite): Promise<void> {
  await db.exec(await platformSql());
}

/** Error that names the migration or seed file that failed and Postgres's message. */
export class MigrationError extends Error {
  constructor(file: string, cause: unknown) {
    super(`${file} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'MigrationError';
  }
}

async function runFile(
  db: PGlite,
  path: string,
  name: string,
  record: (tx: Pick<PGlite, 'query'>) => Promise<void>,
) {
  const sql = await readFile(path, 'utf8');
  try {
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await record(tx);
    });
  } catch (error) {
    throw new MigrationError(name, error);
  }
}

/** Applies `*.sql` files of the folder in name order, each once, as the superuser. */
export async function applyMigrations(db: PGlite, migrationsDir: string): Promise<string[]> {
  let files: string[];
  try {
    files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
  } catch {
    return [];
  }
  const done = await db.query<{ name: string }>('select name from _local.migrations');
  const applied = new Set(done.rows.map((r) => r.name));
  const ran: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    await runFile(db, join(migrationsDir, file), file, async (tx) => {
      await tx.query('insert into _local.migrations (name) values ($1)', [file]);
    });
    ran.push(file);
  }
  return ran;
}

/** Runs the seed file once per database (tracked in `_local.seed`). */
export async function applySeed(db: PGlite, seedFile: string): Promise<boolean> {
  const seeded = await db.query('select 1 from _local.seed');
  if (seeded.rows.length > 0) return false;
  try {
    await readFile(seedFile);
  } catch {
    return false;
  }
  await runFile(db, seedFile, seedFile.split('/').pop() ?? seedFile, async (tx) => {
    await tx.query('insert into _local.seed default values');
  });
  return true;
}
