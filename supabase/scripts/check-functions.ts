import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { denoExecutable } from '@inzira/local-backend/deno-binary';

// The Edge Functions' own checks (docs/server-tier.md), run by this workspace's `typecheck`:
// 1. `deno check` of every function entry with the functions' deno.json, as Deno reads them;
// 2. a bundling check: supabase/ is copied ALONE to a temporary directory and each function is
//    bundled there into one self-contained file, so an import of a file outside supabase/ (which
//    deployment does not upload) fails here instead of at deploy time.

const supabaseDir = resolve(import.meta.dirname, '..');
const repoRoot = resolve(supabaseDir, '..');
const deno = denoExecutable();
// The cache the local backend fills when it runs the functions: npm packages are fetched once.
const denoDir = join(repoRoot, '.local', 'deno');

const functionNames = (functionsDir: string): string[] =>
  readdirSync(functionsDir, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && existsSync(join(functionsDir, entry.name, 'index.ts')),
    )
    .map((entry) => entry.name)
    .sort();

function runDeno(args: string[], cwd: string): boolean {
  const result = spawnSync(deno, args, {
    cwd,
    stdio: 'inherit',
    env: {
      ...process.env,
      DENO_DIR: denoDir,
      DENO_NO_UPDATE_CHECK: '1',
      DENO_TLS_CA_STORE: process.env.DENO_TLS_CA_STORE ?? 'system,mozilla',
    },
  });
  return result.status === 0;
}

function typecheck(): boolean {
  const functionsDir = join(supabaseDir, 'functions');
  const entries = functionNames(functionsDir).map((name) => join(functionsDir, name, 'index.ts'));
  console.log(`deno check: ${entries.length} functions`);
  return runDeno(
    ['check', '--quiet', `--config=${join(functionsDir, 'deno.json')}`, ...entries],
    functionsDir,
  );
}

function bundle(): boolean {
  const scratch = mkdtempSync(join(tmpdir(), 'inzira-functions-'));
  try {
    // Only what deployment uploads: supabase/ without its installed packages.
    const copy = join(scratch, 'supabase');
    cpSync(supabaseDir, copy, {
      recursive: true,
      filter: (source) => basename(source) !== 'node_modules',
    });
    const functionsDir = join(copy, 'functions');
    const names = functionNames(functionsDir);
    console.log(`deno bundle: ${names.length} functions from a copy of supabase/ alone`);
    return names
      .map((name) =>
        runDeno(
          [
            'bundle',
            '--quiet',
            `--config=${join(functionsDir, 'deno.json')}`,
            '--platform=deno',
            `--output=${join(scratch, `${name}.js`)}`,
            join(functionsDir, name, 'index.ts'),
          ],
          functionsDir,
        ),
      )
      .every(Boolean);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const checked = typecheck();
const bundled = bundle();
if (!checked || !bundled) {
  console.error(
    `Edge Functions: ${checked ? '' : 'deno check failed. '}${bundled ? '' : 'bundling failed.'}`,
  );
  process.exit(1);
}
console.log('Edge Functions: deno check and bundling passed');
