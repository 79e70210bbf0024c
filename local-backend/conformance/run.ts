/**
 * Runs the official postgrest-js test suite against the local backend and prints how many of
 * its request-sending tests pass. Usage (from the repository root):
 *
 *   npm run conformance -w @inzira/local-backend -- /path/to/supabase-js [--verbose]
 *
 * The path is a checkout of the supabase-js repository (a bare git directory works too). The
 * suite is copied to a temporary folder and never into this repository.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { startLocalBackend } from '../src/index';
import { jestConfig, runnerPackages, setupFile } from './runner-files';
import { withoutPostgis } from './sql-statements';
import { tally, type JestResults, type LoggedRequest, type Tally } from './tally';

const packagePath = 'packages/core/postgrest-js';

/** The suite's folder: from a work tree directly, from a bare repository through `git archive`. */
async function extractSuite(checkout: string, into: string): Promise<string> {
  const direct = join(checkout, packagePath);
  if (existsSync(join(direct, 'test'))) {
    await cp(direct, join(into, 'suite'), { recursive: true });
    return join(into, 'suite');
  }
  const archive = execFileSync('git', ['--git-dir', checkout, 'archive', 'HEAD', packagePath], {
    maxBuffer: 256 * 1024 * 1024,
  });
  await mkdir(join(into, 'archive'));
  execFileSync('tar', ['-x', '-C', join(into, 'archive')], { input: archive });
  return join(into, 'archive', packagePath);
}

/** Jest and its helpers, installed once in a cache folder shared by runs. */
function ensureRunner(dir: string): void {
  const stamp = join(dir, 'node_modules', '.inzira-runner');
  if (existsSync(stamp)) return;
  execFileSync('npm', ['init', '-y'], { cwd: dir, stdio: 'ignore' });
  execFileSync('npm', ['install', '--no-audit', '--no-fund', ...runnerPackages], {
    cwd: dir,
    stdio: 'inherit',
  });
  execFileSync('touch', [stamp]);
}

/** Points the suite's hard-coded URLs at our server. */
async function retarget(testDir: string, url: string): Promise<void> {
  for (const entry of await readdir(testDir, { recursive: true })) {
    if (!entry.endsWith('.ts')) continue;
    const file = join(testDir, entry);
    const text = await readFile(file, 'utf8');
    if (text.includes('http://localhost:54321'))
      await writeFile(file, text.replaceAll('http://localhost:54321', url));
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const verbose = args.includes('--verbose');
  const checkout = args.find((a) => !a.startsWith('--'));
  if (!checkout) {
    console.error('usage: npm run conformance -- /path/to/supabase-js [--verbose]');
    process.exit(2);
  }
  const runnerDir = join(tmpdir(), 'inzira-conformance-runner');
  await mkdir(runnerDir, { recursive: true });
  ensureRunner(runnerDir);
  // Inside the runner folder, so the suite resolves jest, zod and type-fest from it.
  const work = await mkdtemp(join(runnerDir, 'run-'));
  const suite = await extractSuite(checkout, work);
  const root = join(work, 'postgrest-js');
  await cp(join(suite, 'src'), join(root, 'src'), { recursive: true });
  await cp(join(suite, 'test'), join(root, 'test'), { recursive: true });

  const supabaseDir = join(root, 'test', 'supabase');
  const migrations = join(work, 'migrations');
  await mkdir(migrations);
  const dropped: string[] = [];
  for (const file of await readdir(join(supabaseDir, 'migrations'))) {
    const { kept, dropped: out } = withoutPostgis(
      await readFile(join(supabaseDir, 'migrations', file), 'utf8'),
    );
    dropped.push(...out);
    await writeFile(join(migrations, basename(file)), kept);
  }
  const seed = withoutPostgis(await readFile(join(supabaseDir, 'seed.sql'), 'utf8'));
  dropped.push(...seed.dropped);
  await writeFile(join(work, 'seed.sql'), seed.kept);

  const backend = await startLocalBackend({
    port: 0,
    quiet: true,
    migrationsDir: migrations,
    seedFile: join(work, 'seed.sql'),
    admin: null,
    authRateLimit: false,
    schemas: ['public', 'personal'],
  });
  try {
    await retarget(join(root, 'test'), backend.url);
    const setupPath = join(work, 'setup.cjs');
    await writeFile(setupPath, setupFile);
    const configPath = join(work, 'jest.config.cjs');
    await writeFile(configPath, jestConfig(root, setupPath));
    const resultsPath = join(work, 'results.json');
    const logPath = join(work, 'requests.jsonl');
    await writeFile(logPath, '');
    // Asynchronous: the server answers in this process while Jest runs in a child.
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [
          join(runnerDir, 'node_modules', 'jest', 'bin', 'jest.js'),
          '--config',
          configPath,
          '--ci',
          '--json',
          '--outputFile',
          resultsPath,
        ],
        {
          cwd: root,
          env: {
            ...process.env,
            CONFORMANCE_URL: backend.url,
            CONFORMANCE_APIKEY: backend.anonKey,
            CONFORMANCE_LOG: logPath,
          },
          stdio: verbose ? 'inherit' : 'ignore',
        },
      );
      child.on('error', reject);
      child.on('exit', () => resolve());
    });
    const results = JSON.parse(await readFile(resultsPath, 'utf8')) as JestResults;
    const requests = (await readFile(logPath, 'utf8'))
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as LoggedRequest);
    report(tally(results, requests), dropped, verbose, root);
  } finally {
    await backend.stop();
    if (!args.includes('--keep')) await rm(work, { recursive: true, force: true });
  }
}

function report(result: Tally, dropped: string[], verbose: boolean, root: string): void {
  const failed = result.counted.filter((t) => !t.passed);
  const passed = result.counted.length - failed.length;
  if (verbose) {
    for (const t of failed) {
      console.log(`\n--- FAIL ${relative(root, t.file)} > ${t.name}\n${t.failure.slice(0, 1500)}`);
    }
  }
  console.log('\nFailing request-sending tests:');
  for (const t of failed) console.log(`  ${relative(root, t.file)} > ${t.name}`);
  console.log(
    `\nLeft out: ${dropped.length} PostGIS statements; ${result.postgis.length} PostGIS tests;`,
  );
  console.log(`          ${result.noRequest} tests that send no request to the server.`);
  const percent = result.counted.length ? ((100 * passed) / result.counted.length).toFixed(1) : '0';
  console.log(
    `\npostgrest-js conformance: ${passed}/${result.counted.length} request-sending tests pass (${percent}%)`,
  );
}

await main();
