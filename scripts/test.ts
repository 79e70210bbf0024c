/**
 * `npm test`: everything, in order of cost: lint, typecheck, unit/component/story tests
 * (one Vitest run over all projects), then the production build and the e2e suite in
 * Chromium. Every step runs even after a failure, so one run shows every problem; the
 * exit code is non-zero if any step failed.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeCheckoutAppEnv } from '@inzira/local-backend';
import { assertChromium } from './lib/chromium';
import { repoRoot } from './lib/paths';
import { run } from './lib/run';

// A local demo on purpose: the seed's placeholders are expected (docs/launch-check.md).
process.env.INZIRA_DEMO_BUILD ??= '1';

assertChromium();
const startedAt = Date.now();
// The build below carries the checkout's publishable key, the one the e2e suite's backend
// accepts (e2e/support/global-setup.ts writes the same file and replays this build).
await writeCheckoutAppEnv();

const reports = join(repoRoot, '.local', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const vitestReport = join(reports, 'vitest.json');
// Written by the JSON reporter configured in e2e/playwright.config.ts.
const playwrightReport = join(reports, 'playwright.json');

const steps: { name: string; command: string; args: string[]; env?: NodeJS.ProcessEnv }[] = [
  { name: 'lint', command: 'npm', args: ['run', 'lint'] },
  // Each package declares exactly what it imports: nothing unused, nothing undeclared (knip).
  { name: 'dependencies', command: 'npm', args: ['run', 'check:deps'] },
  { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'] },
  {
    name: 'unit, component and story tests',
    command: 'npx',
    args: [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestReport}`,
    ],
  },
  { name: 'build', command: 'npx', args: ['turbo', 'run', 'build'] },
  // No service-role key, service_role JWT or source map may ship in either app.
  { name: 'dist check', command: 'npx', args: ['tsx', 'scripts/check-dist.ts'] },
  {
    name: 'e2e (Chromium)',
    command: 'npx',
    args: ['playwright', 'test', '--config', 'e2e/playwright.config.ts'],
  },
];

const results: { name: string; ok: boolean }[] = [];
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const code = await run(step.command, step.args, step.env);
  results.push({ name: step.name, ok: code === 0 });
}

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function vitestCounts(): Counts {
  const report = readJson(vitestReport) as
    | {
        numPassedTests: number;
        numFailedTests: number;
        numPendingTests: number;
        numTodoTests: number;
      }
    | undefined;
  if (!report) return { passed: 0, failed: 0, skipped: 0 };
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

interface PlaywrightSpec {
  title: string;
  file: string;
  tests: { projectName: string; status: string }[];
}
interface PlaywrightSuite {
  title: string;
  specs?: PlaywrightSpec[];
  suites?: PlaywrightSuite[];
}

/** "project › file › title" of every test Playwright reports as flaky (passed only on a retry). */
function flakyTests(suites: PlaywrightSuite[]): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((t) => t.status === 'flaky')
        .map((t) => `${t.projectName} › ${spec.file} › ${spec.title}`),
    ),
    ...flakyTests(suite.suites ?? []),
  ]);
}

function playwrightCounts(): Counts & { flaky: string[] } {
  const report = readJson(playwrightReport) as
    | {
        stats: { expected: number; unexpected: number; flaky: number; skipped: number };
        suites?: PlaywrightSuite[];
      }
    | undefined;
  if (!report) return { passed: 0, failed: 0, skipped: 0, flaky: [] };
  const { expected, unexpected, flaky, skipped } = report.stats;
  const names = flakyTests(report.suites ?? []);
  // A flaky test failed at least once: it counts as failed, never as passed.
  return {
    passed: expected,
    failed: unexpected + flaky,
    skipped,
    flaky: names.length >= flaky ? names : [...names, `${flaky - names.length} unnamed`],
  };
}

const unit = vitestCounts();
const e2e = playwrightCounts();
console.log('\nSummary');
for (const result of results) console.log(`  ${result.ok ? '✔' : '✘'} ${result.name}`);
console.log(`  vitest: ${unit.passed} passed, ${unit.failed} failed, ${unit.skipped} skipped`);
console.log(`  e2e: ${e2e.passed} passed, ${e2e.failed} failed, ${e2e.skipped} skipped`);
for (const name of e2e.flaky) console.log(`  ✘ flaky (counted as failed): ${name}`);
const failedSteps = results.filter((r) => !r.ok).length;
const passed = unit.passed + e2e.passed;
// A failed step without failed tests (lint, typecheck, build) still counts as a failure.
const failed =
  unit.failed + e2e.failed + (failedSteps > 0 && unit.failed + e2e.failed === 0 ? failedSteps : 0);
console.log(`tests: ${passed} passed, ${failed} failed`);
// `npm run bench` reports this instead of running the whole suite a second time.
writeFileSync(
  join(reports, 'test-timing.json'),
  JSON.stringify({
    wallSeconds: (Date.now() - startedAt) / 1000,
    finishedAt: new Date().toISOString(),
    ok: failedSteps === 0 && failed === 0,
  }),
);
process.exit(failedSteps > 0 || failed > 0 || passed === 0 ? 1 : 0);
