import { applyMigrations, openDatabase } from '@inzira/local-backend/database';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';

export type Database = Awaited<ReturnType<typeof openDatabase>>;

/** A fresh database on the platform base with every migration of the folder, as the backend applies them. */
export async function databaseFromMigrations(migrationsDir: string): Promise<Database> {
  const db = await openDatabase({});
  await applyMigrations(db, migrationsDir);
  return db;
}

/** ":<line>" of the statement's error position, when Postgres reports one. */
function lineOf(sql: string, error: unknown): string {
  if (!(error instanceof Error) || !('position' in error) || typeof error.position !== 'string') {
    return '';
  }
  return `:${sql.slice(0, Number(error.position)).split('\n').length}`;
}

/**
 * A fresh database on the same platform base with the declarative schema files applied in name
 * order, as `supabase db diff` builds its shadow database from `schema_paths`.
 */
export async function databaseFromSchemaFiles(schemaDir: string): Promise<Database> {
  const db = await openDatabase({});
  const files = (await readdir(schemaDir)).filter((file) => file.endsWith('.sql')).sort();
  for (const file of files) {
    const sql = await readFile(join(schemaDir, file), 'utf8');
    try {
      await db.transaction((tx) => tx.exec(sql));
    } catch (error) {
      // The file, the line and Postgres's message; the error's own copy of the SQL is noise.
      throw new Error(`${file}${lineOf(sql, error)} failed: ${String(error)}`);
    }
  }
  return db;
}
