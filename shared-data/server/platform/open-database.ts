import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { mkdir, rm } from 'node:fs/promises';

export interface OpenDatabaseOptions {
  /** Folder for the data files; undefined keeps everything in memory (tests). */
  dataDir?: string;
  /** Deletes the data folder first. */
  reset?: boolean;
}

/** Opens PGlite with the extensions a Supabase project has (pgcrypto, pg_trgm). */
export async function openDatabase({ dataDir, reset }: OpenDatabaseOptions): Promise<PGlite> {
  if (dataDir && reset) await rm(dataDir, { recursive: true, force: true });
  // A fresh clone has no `.local/` yet.
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create({ dataDir, extensions: { pgcrypto, pg_trgm } });
  // Supabase puts `extensions` on the search path so gen_random_bytes(), similarity() etc. resolve.
  await db.exec(`set search_path to "$user", public, extensions`);
  return db;
}
