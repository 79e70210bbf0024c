import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { databaseTypesFile, generateDatabaseTypes } from '@inzira/local-backend/gen-types';

import { startLocalBackend } from '@inzira/local-backend';

// The committed types must match the migrations; run `npm run gen:types` after changing them.

let backend: Awaited<ReturnType<typeof startLocalBackend>>;

beforeAll(async () => {
  backend = await startLocalBackend({ port: 0, quiet: true, seedFile: null, admin: null });
});

afterAll(async () => {
  await backend?.stop();
});

it('database.types.ts is up to date with supabase/migrations', async () => {
  const committed = await readFile(databaseTypesFile, 'utf8');
  const fresh = await generateDatabaseTypes(backend.db);
  expect(committed, 'stale: run `npm run gen:types`').toBe(fresh);
});
