import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyPlatform, platformSql } from './bootstrap';

export interface OpenDatabaseOptions {
  /** Folder for the data files; undefined keeps everything in memory (tests). */
  dataDir?: string;
  /** Deletes the data folder first. */
  reset?: boolean;
  /** Where in-memory databases keep the image of a freshly bootstrapped cluster. */
  cacheDir?: string;
}

const extensions = { pgcrypto, pg_trgm };
const defaultCacheDir = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  '.local',
  'cache',
);

async function withSearchPath(db: PGlite): Promise<PGlite> {
  // Supabase puts `extensions` on the search path so gen_random_bytes(), similarity() etc. resolve.
  await db.exec(`set search_path to "$user", public, extensions`);
  return db;
}

/** Changes whenever PGlite or the platform SQL changes, so a stale image is never used. */
async function imageKey(): Promise<string> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = await readFile(join(dirname(entry), '..', 'package.json'), 'utf8');
  return createHash('sha256')
    .update(manifest)
    .update(await platformSql())
    .digest('hex')
    .slice(0, 16);
}

/**
 * A fresh in-memory database with the platform applied. initdb dominates start-up (seconds to
 * tens of seconds on a busy machine), so the first start saves the freshly bootstrapped cluster
 * as an image and later starts load that image: every test still gets its own new database.
 */
async function openInMemory(cacheDir: string): Promise<PGlite> {
  const image = join(cacheDir, `pglite-platform-${await imageKey()}.tar`);
  const cached = await readFile(image).catch(() => undefined);
  if (cached) {
    const db = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(cached)]), extensions });
    return withSearchPath(db);
  }
  const db = await withSearchPath(await PGlite.create({ extensions }));
  await applyPlatform(db);
  try {
    const dump = await db.dumpDataDir('none');
    await mkdir(cacheDir, { recursive: true });
    // Written aside then renamed, so parallel test workers never read half an image.
    const partial = `${image}.${process.pid}.partial`;
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, image);
  } catch {
    // Only a speed-up: a read-only checkout simply boots from scratch each time.
  }
  return db;
}

/**
 * Opens PGlite with the extensions a Supabase project has (pgcrypto, pg_trgm) and the platform
 * (roles, grants, auth schema, bookkeeping) in place.
 */
export async function openDatabase({
  dataDir,
  reset,
  cacheDir,
}: OpenDatabaseOptions): Promise<PGlite> {
  if (!dataDir) return openInMemory(cacheDir ?? defaultCacheDir);
  if (reset) await rm(dataDir, { recursive: true, force: true });
  // A fresh clone has no `.local/` yet.
  await mkdir(dataDir, { recursive: true });
  const db = await withSearchPath(await PGlite.create({ dataDir, extensions }));
  // Idempotent: brings an existing data folder up to the current platform SQL.
  await applyPlatform(db);
  return db;
}
