import { takeSnapshot, type Snapshot } from './catalogue-snapshot';
import { compareSnapshots } from './compare-snapshots';
import { databaseFromMigrations, databaseFromSchemaFiles, type Database } from './build-databases';

async function snapshotOf(build: Promise<Database>): Promise<Snapshot> {
  const db = await build;
  try {
    return await takeSnapshot(db);
  } finally {
    await db.close();
  }
}

/** The structure a migrations folder builds, read once and compared with several schema folders. */
export function migrationsSnapshot(migrationsDir: string): Promise<Snapshot> {
  return snapshotOf(databaseFromMigrations(migrationsDir));
}

/** Every difference between what the migrations build and what the schema files declare. */
export async function schemaDifferences(
  migrations: Snapshot,
  schemaDir: string,
): Promise<string[]> {
  const declared = await snapshotOf(databaseFromSchemaFiles(schemaDir));
  return compareSnapshots(migrations, declared, {
    expected: 'migrations',
    actual: 'schema files',
  });
}
