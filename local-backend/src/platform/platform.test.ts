import { createClient } from '@supabase/supabase-js';
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalBackend } from '../index';
import { mergeEnv } from './app-env';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'inzira-backend-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const appSchema = `
create extension if not exists pg_trgm with schema extensions;
create table public.admin_users (
  user_id uuid primary key references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);
create table public.notes (id serial primary key, body text not null);
create function public.secret() returns int language sql as 'select 1';
revoke execute on function public.secret() from public, anon;
revoke all on table public.notes from anon;
create index notes_body_trgm on public.notes using gin (body extensions.gin_trgm_ops);
`;

describe('start-up', () => {
  it('stops with the failing migration file and the Postgres message', async () => {
    const migrations = join(dir, 'broken');
    await mkdir(migrations);
    await writeFile(join(migrations, '0001_ok.sql'), 'create table public.fine (id int);');
    await writeFile(join(migrations, '0002_broken.sql'), 'create tabel public.oops (id int);');
    await expect(
      startLocalBackend({
        port: 0,
        quiet: true,
        migrationsDir: migrations,
        seedFile: null,
        admin: null,
      }),
    ).rejects.toThrow(/0002_broken\.sql failed: syntax error at or near "tabel"/);
  }, 120_000);

  it('keeps data across restarts, seeds once, keeps the demo admin in admin_users and applies a new password', async () => {
    const migrations = join(dir, 'app');
    const dataDir = join(dir, 'db');
    const seedFile = join(dir, 'seed.sql');
    await mkdir(migrations);
    await writeFile(join(migrations, '0001_app.sql'), appSchema);
    await writeFile(seedFile, `insert into public.notes (body) values ('seeded note');`);
    const start = (password: string, reset = false) =>
      startLocalBackend({
        port: 0,
        quiet: true,
        dataDir,
        reset,
        migrationsDir: migrations,
        seedFile,
        admin: { email: 'boss@example.com', password },
        // This schema of its own has no access token hook, which the product's config names.
        auth: { customAccessTokenHook: undefined },
      });

    const first = await start('first-password');
    const admins = await first.db.query<{ email: string }>(
      'select u.email from public.admin_users a join auth.users u on u.id = a.user_id',
    );
    expect(admins.rows).toEqual([{ email: 'boss@example.com' }]);
    const similar = await first.db.query<{ score: number }>(
      `select similarity('seeded note', 'seeded notes') > 0.5 as score`,
    );
    expect(similar.rows).toEqual([{ score: true }]);
    await first.stop();

    const second = await start('second-password');
    // A restart must not undo the migrations' revokes.
    const privileges = await second.db.query(
      `select has_function_privilege('anon', 'public.secret()', 'execute') as fn,
              has_table_privilege('anon', 'public.notes', 'select') as tbl`,
    );
    expect(privileges.rows).toEqual([{ fn: false, tbl: false }]);
    const notes = await second.db.query('select body from public.notes');
    expect(notes.rows).toEqual([{ body: 'seeded note' }]);
    const client = createClient(second.url, second.publishableKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const signIn = await client.auth.signInWithPassword({
      email: 'boss@example.com',
      password: 'second-password',
    });
    expect(signIn.error).toBeNull();
    expect(await second.db.query('select 1 from public.admin_users')).toMatchObject({
      rows: [{ '?column?': 1 }],
    });
    await second.stop();

    const reset = await start('second-password', true);
    const afterReset = await reset.db.query('select count(*)::int as n from public.notes');
    expect(afterReset.rows).toEqual([{ n: 1 }]);
    await reset.stop();
  }, 180_000);
});

describe('app env files', () => {
  it('sets the backend keys and keeps every other line', () => {
    const before = '# local\nVITE_STRIPE_PUBLISHABLE_KEY=pk_test\nVITE_SUPABASE_URL=http://old\n';
    expect(
      mergeEnv(before, {
        VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
        VITE_SUPABASE_PUBLISHABLE_KEY: 'key',
      }),
    ).toBe(
      '# local\nVITE_STRIPE_PUBLISHABLE_KEY=pk_test\nVITE_SUPABASE_URL=http://127.0.0.1:54321\nVITE_SUPABASE_PUBLISHABLE_KEY=key\n',
    );
  });
});
