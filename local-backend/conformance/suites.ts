/**
 * The three official client suites run against the local backend, and what each needs.
 * "Applicable" tests are those that send at least one request to our server (the tally drops
 * the rest: unit tests of the client, and tests against mock servers); `ignore` drops files
 * written for another server than a Supabase CLI project.
 */
import { execFileSync } from 'node:child_process';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { readAuthConfig } from '../src/auth/config';
import type { LocalBackendOptions } from '../src/index';
import { withoutPostgis } from './sql-statements';

export interface Suite {
  name: string;
  packagePath: string;
  /** Test-file path patterns left out, each with its reason in a comment. */
  ignore: string[];
  /** postgrest-js orders its files with a sequencer of its own. */
  sequencer: boolean;
  /** The gateway shim adds the anon `apikey` a request lacks, unless this is set. */
  keepMissingApikey?: boolean;
  /** Request paths whose tests are counted apart from the rate. */
  setApart?: { label: string; matches: (path: string) => boolean };
  /** Prepares the copied suite; returns backend options and notes on what was left out. */
  prepare: (
    root: string,
    work: string,
  ) => Promise<{ options: LocalBackendOptions; notes: string[] }>;
}

/**
 * What the storage suite's seed needs of a Supabase CLI database that this one lacks: GoTrue's
 * token columns on `auth.users` (the seed fills them) and `extensions` on the path for `crypt`.
 */
const storageSeedPreamble = `
alter table auth.users add column if not exists confirmation_token text,
  add column if not exists email_change text,
  add column if not exists email_change_token_new text,
  add column if not exists recovery_token text;
select set_config('search_path', 'public, extensions', true);
`;

export const suites: Suite[] = [
  {
    name: 'postgrest-js',
    packagePath: 'packages/core/postgrest-js',
    // PostgREST 12's copy of the suite expects a server of that older version.
    ignore: ['/v12/'],
    sequencer: true,
    // PGlite has no PostGIS; the suite's `shops` table uses it.
    setApart: { label: 'PostGIS tests', matches: (path) => path.endsWith('/shops') },
    async prepare(root, work) {
      const supabaseDir = join(root, 'test', 'supabase');
      const migrations = join(work, 'migrations');
      execFileSync('mkdir', ['-p', migrations]);
      const dropped: string[] = [];
      for (const file of await readdir(join(supabaseDir, 'migrations'))) {
        const sql = await readFile(join(supabaseDir, 'migrations', file), 'utf8');
        const { kept, dropped: out } = withoutPostgis(sql);
        dropped.push(...out);
        await writeFile(join(migrations, basename(file)), kept);
      }
      const seed = withoutPostgis(await readFile(join(supabaseDir, 'seed.sql'), 'utf8'));
      dropped.push(...seed.dropped);
      await writeFile(join(work, 'seed.sql'), seed.kept);
      return {
        options: {
          migrationsDir: migrations,
          seedFile: join(work, 'seed.sql'),
          schemas: ['public', 'personal'],
        },
        notes: [`${dropped.length} PostGIS statements of its schema`],
      };
    },
  },
  {
    name: 'auth-js',
    packagePath: 'packages/core/auth-js',
    ignore: [
      // Each needs a GoTrue started with another configuration (signup or anonymous sign-in
      // off, phone OTP, asymmetric keys) on ports of its own.
      '/docker-tests/',
      // Run in jsdom as a browser page on localhost:9999, another origin than the server's.
      '\\.browser\\.test\\.ts$',
    ],
    sequencer: false,
    async prepare(root) {
      // The suite signs its demo keys with an RSA key it generates; the gateway swaps them.
      execFileSync(process.execPath, [join(root, 'test', 'generate-signing-keys.js')], {
        stdio: 'ignore',
      });
      // The suite's own GoTrue settings (sign-up on, no confirmations, anonymous sign-ins,
      // 6-character passwords…), read from its config.toml as the Supabase CLI would.
      return {
        options: { auth: readAuthConfig(join(root, 'test', 'supabase', 'config.toml')) },
        notes: [],
      };
    },
  },
  {
    name: 'storage-js',
    packagePath: 'packages/core/storage-js',
    ignore: [],
    sequencer: false,
    // Its project's gateway adds no key: `listBuckets` without one must reach Storage bare.
    keepMissingApikey: true,
    async prepare(root, work) {
      // The suite's own project: no migrations, its seed (users, buckets `bucket2`…`bucket5`
      // and `bucket-move`, objects, policies), as its Supabase CLI setup loads it.
      const migrations = join(work, 'migrations');
      execFileSync('mkdir', ['-p', migrations]);
      const seed = await readFile(join(root, 'test', 'supabase', 'seed.sql'), 'utf8');
      await writeFile(join(work, 'seed.sql'), storageSeedPreamble + seed);
      return {
        options: { migrationsDir: migrations, seedFile: join(work, 'seed.sql') },
        notes: [],
      };
    },
  },
];
