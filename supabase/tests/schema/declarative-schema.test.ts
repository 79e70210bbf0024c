import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Snapshot } from './catalogue-snapshot';
import { migrationsSnapshot, schemaDifferences } from './schema-differences';

// The rule (docs/database-schema.md): supabase/schemas declares the current structure and the
// migrations reach it; both build the same database.
const supabaseDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const migrationsDir = join(supabaseDir, 'migrations');
const schemaDir = join(supabaseDir, 'schemas');

let migrations: Snapshot;
beforeAll(async () => {
  migrations = await migrationsSnapshot(migrationsDir);
});

describe('the declarative schema', () => {
  it('declares exactly what the migrations build', async () => {
    const differences = await schemaDifferences(migrations, schemaDir);
    expect(differences, differences.join('\n')).toEqual([]);
  });
});

describe('the comparison', () => {
  let scratch: string;
  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'inzira-schema-'));
    await cp(schemaDir, scratch, { recursive: true });
  });
  afterAll(async () => {
    await rm(scratch, { recursive: true, force: true });
  });

  async function edit(file: string, from: string, to: string) {
    const path = join(scratch, file);
    const text = await readFile(path, 'utf8');
    expect(text, `${file} no longer contains ${from}`).toContain(from);
    await writeFile(path, text.replace(from, to));
  }

  it('names what differs and what only one side has', async () => {
    await edit('00_roles_and_extensions.sql', `'post'`, `'entry'`);
    await edit(
      '25_courses.sql',
      'using (is_active or (select public.is_admin()))',
      'using (is_active)',
    );
    await edit(
      '25_courses.sql',
      'create policy "Admins delete courses" on public.courses',
      'create policy "Admins remove courses" on public.courses',
    );
    const differences = await schemaDifferences(migrations, scratch);
    expect(differences).toEqual([
      expect.stringContaining('differs: function private.slugify(title text)'),
      'only in migrations: policy public.courses.Admins delete courses',
      'only in schema files: policy public.courses.Admins remove courses',
      expect.stringContaining(
        'differs: policy public.courses.Anyone reads active courses, admins all',
      ),
    ]);
    // A differing entry shows the lines that differ, as each side has them.
    expect(differences[0]).toMatch(/- +'post'\n +\+ +'entry'/);
    expect(differences[3]).toMatch(/\+ using is_active$/);
  });
});
