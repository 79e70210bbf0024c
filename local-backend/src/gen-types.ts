import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { generateTypescript, sortGeneratorMetadata } from '@supabase/postgrest-typegen/generation';
import { introspect, type Queryable } from '@supabase/postgrest-typegen/introspection';
import { format, resolveConfig } from 'prettier';

// Writes the wire contract's supabase/contract/src/database.types.ts with the generator
// `supabase gen types typescript` runs: the CLI asks postgres-meta, and postgres-meta's TypeScript generator is
// @supabase/postgrest-typegen (pinned exactly, so the output only changes with the schema).
// It reads the catalogue of the local database after the real migrations ran, through PGlite's
// own `query`, so neither Docker nor a Postgres wire server is needed (docs/architecture.md).

export const databaseTypesFile = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../supabase/contract/src/database.types.ts',
);

/** The API's schema; the generator leaves out relationships into other schemas (auth). */
const schemas = ['public'];

/** The source, formatted with the repository's prettier settings for readable diffs. */
export async function generateDatabaseTypes(db: Queryable): Promise<string> {
  const metadata = sortGeneratorMetadata(await introspect(db, { includedSchemas: schemas }));
  const source = await generateTypescript(metadata, {
    // As the CLI asks for it: one-to-one embeds come back as objects, not arrays.
    detectOneToOneRelationships: true,
    postgrestVersion: '13',
  });
  const options = await resolveConfig(databaseTypesFile);
  return format(source, { ...options, parser: 'typescript' });
}

async function main(): Promise<void> {
  const { startLocalBackend } = await import('./index.ts');
  const backend = await startLocalBackend({ port: 0, quiet: true, seedFile: null, admin: null });
  try {
    await writeFile(databaseTypesFile, await generateDatabaseTypes(backend.db));
    console.log(`Wrote ${databaseTypesFile}`);
  } finally {
    await backend.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
