/**
 * Runs the official postgrest-js, auth-js and storage-js test suites against the local backend
 * and prints how many of each suite's applicable tests pass (see `suites.ts` for what
 * "applicable" leaves out). Usage (from the repository root):
 *
 *   npm run conformance -w @inzira/local-backend -- /path/to/supabase-js [--verbose] [--only=auth-js]
 *
 * The path is a checkout of the supabase-js repository (a bare git directory works too). Each
 * suite is copied to a temporary folder and never into this repository.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { startLocalBackend, startMailCatcher } from '../src/index';
import { jestConfig, runnerPackages, setupFile } from './runner-files';
import { suites, type Suite } from './suites';
import { tally, type JestResults, type LoggedRequest, type Tally } from './tally';

/** The suite's folder: from a work tree directly, from a bare repository through `git archive`. */
async function extractSuite(checkout: string, packagePath: string, into: string): Promise<string> {
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
  // The stamp names the package list, so a changed list installs again.
  const stamp = join(
    dir,
    'node_modules',
    `.inzira-runner-${runnerPackages.join('+').replace(/[^\w.+-]/g, '_')}`,
  );
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
    const retargeted = text.replace(/http:\/\/(?:localhost|127\.0\.0\.1):54321/g, url);
    if (retargeted !== text) await writeFile(file, retargeted);
  }
}

interface SuiteResult {
  suite: Suite;
  result: Tally;
  notes: string[];
  root: string;
}

async function runSuite(
  suite: Suite,
  checkout: string,
  runnerDir: string,
  verbose: boolean,
  keep: boolean,
): Promise<SuiteResult> {
  // Inside the runner folder, so the suite resolves jest and its helpers from it.
  const work = await mkdtemp(join(runnerDir, 'run-'));
  const extracted = await extractSuite(checkout, suite.packagePath, work);
  const root = join(work, suite.name);
  await cp(join(extracted, 'src'), join(root, 'src'), { recursive: true });
  await cp(join(extracted, 'test'), join(root, 'test'), { recursive: true });
  const { options, notes } = await suite.prepare(root, work);

  // Auth's e-mails go to a real SMTP catcher, as the suite's GoTrue sends them to Inbucket.
  const mail = await startMailCatcher();
  const backend = await startLocalBackend({
    port: 0,
    quiet: true,
    admin: null,
    authRateLimit: false,
    // The suites' expected values were recorded against servers on the legacy JWT keys, and
    // they send a service_role JWT as the bearer beside the anon apikey; an opaque secret key
    // is no bearer (docs/api-keys.md), so the suites get this server's legacy keys.
    legacyKeys: true,
    smtp: { host: '127.0.0.1', port: mail.smtpPort },
    ...options,
  }).catch(async (error: unknown) => {
    await mail.stop();
    throw error;
  });
  try {
    const legacy = backend.legacyKeys;
    if (!legacy) throw new Error('the conformance backend runs with its legacy keys');
    await retarget(join(root, 'test'), backend.url);
    const setupPath = join(work, 'setup.cjs');
    await writeFile(setupPath, setupFile);
    const configPath = join(work, 'jest.config.cjs');
    await writeFile(configPath, jestConfig(root, setupPath, suite));
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
            CONFORMANCE_APIKEY: legacy.anonKey,
            CONFORMANCE_SERVICE_KEY: legacy.serviceRoleKey,
            CONFORMANCE_LOG: logPath,
            CONFORMANCE_ADD_APIKEY: suite.keepMissingApikey ? '0' : '1',
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
    return { suite, result: tally(results, requests, suite.setApart?.matches), notes, root };
  } finally {
    await backend.stop();
    await mail.stop();
    if (!keep) await rm(work, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const verbose = args.includes('--verbose');
  const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  const checkout = args.find((a) => !a.startsWith('--'));
  if (!checkout) {
    console.error(
      'usage: npm run conformance -- /path/to/supabase-js [--verbose] [--only=<suite>]',
    );
    process.exit(2);
  }
  const runnerDir = join(tmpdir(), 'inzira-conformance-runner');
  await mkdir(runnerDir, { recursive: true });
  ensureRunner(runnerDir);
  const results: SuiteResult[] = [];
  for (const suite of suites.filter((s) => !only || s.name === only)) {
    results.push(await runSuite(suite, checkout, runnerDir, verbose, args.includes('--keep')));
  }
  for (const result of results) report(result, verbose);
  console.log('');
  for (const { suite, result } of results) console.log(rate(suite.name, result));
}

function rate(name: string, result: Tally): string {
  const passed = result.counted.filter((t) => t.passed).length;
  const percent = result.counted.length ? ((100 * passed) / result.counted.length).toFixed(1) : '0';
  return `${name} conformance: ${passed}/${result.counted.length} applicable tests pass (${percent}%)`;
}

function report({ suite, result, notes, root }: SuiteResult, verbose: boolean): void {
  const failed = result.counted.filter((t) => !t.passed);
  console.log(`\n=== ${suite.name}`);
  if (verbose) {
    for (const t of failed) {
      console.log(`\n--- FAIL ${relative(root, t.file)} > ${t.name}\n${t.failure.slice(0, 1500)}`);
    }
  }
  console.log('Failing applicable tests:');
  for (const t of failed) console.log(`  ${relative(root, t.file)} > ${t.name}`);
  const apart = suite.setApart ? [`${result.setApart.length} ${suite.setApart.label}`] : [];
  const ignored = suite.ignore.length ? [`test files matching ${suite.ignore.join(', ')}`] : [];
  const left = [
    ...notes,
    ...apart,
    ...ignored,
    `${result.noRequest} tests that send no request to the server`,
  ];
  console.log(`Left out: ${left.join('; ')}.`);
  console.log(rate(suite.name, result));
}

await main();
