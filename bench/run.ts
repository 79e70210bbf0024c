/**
 * `npm run bench`: builds both apps, starts the local backend and serves the builds as
 * `npm start` does, then measures Lighthouse, JS/CSS bytes, backend latency, the admin's search
 * at 100,000 rows per table (PGlite and PostgreSQL 15) and build times.
 * Prints tables and writes the same figures to bench/results.json. It never fails on a figure.
 *
 *   npm run bench -- --only tap,lighthouse,bytes,backend,search,build,test   (any subset, for iterating)
 *   npm run bench -- --runs 1   (runs per page and per tap; default 3, the median is reported)
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { WebSocket } from 'ws';
import {
  checkoutKeysFile,
  startLocalBackend,
  writeCheckoutAppEnv,
  type LocalBackend,
} from '@inzira/local-backend';
import { assertChromium } from '../scripts/lib/chromium';
import { adminDist, ports, repoRoot, sitesDist } from '../scripts/lib/paths';
import { run } from '../scripts/lib/run';
import { closeServer, serveStatic } from '../scripts/lib/serve-static';
import { chromiumPath } from './chromium-flags';
import { printReport, type BenchResults } from './report';
import { measureBackend } from './sections/backend-latency';
import { lastTestTiming, measureBuild } from './sections/build-times';
import { measureFirstTap } from './sections/first-tap';
import { buildStackFloor, floorPaths, writeNoJsFloor } from './sections/floors';
import { defaultLighthouseRuns, measureLighthouse } from './sections/lighthouse';
import { measurePageBytes } from './sections/page-bytes';
import { measureSearch } from './sections/search-latency';
import { round } from './stats';
import { adminOrigin, publicRoutes, sitesOrigin } from './targets';

// A local demo on purpose: the seed's placeholders are expected (docs/launch-check.md).
process.env.INZIRA_DEMO_BUILD ??= '1';

// supabase-js builds a realtime client eagerly and Node 20 has no global WebSocket.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

const allSections = ['build', 'tap', 'lighthouse', 'bytes', 'backend', 'search', 'test'] as const;
type Section = (typeof allSections)[number];
const isSection = (value: string): value is Section => allSections.some((s) => s === value);

const { values } = parseArgs({
  options: { only: { type: 'string' }, runs: { type: 'string' } },
});
const lighthouseRuns = Number(values.runs ?? defaultLighthouseRuns);
if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 1) {
  console.error(`--runs takes a whole number of runs per page, at least 1 (got ${values.runs}).`);
  process.exit(1);
}
const chosen = values.only?.split(',').map((s) => s.trim()) ?? [...allSections];
const unknown = chosen.filter((s) => !isSection(s));
if (unknown.length > 0) {
  console.error(`Unknown section(s): ${unknown.join(', ')}. Sections: ${allSections.join(', ')}.`);
  process.exit(1);
}
const sections = new Set(chosen.filter(isSection));
assertChromium();

const resultsFile = join(repoRoot, 'bench', 'results.json');
const chromiumVersion = (() => {
  try {
    return execFileSync(chromiumPath, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
})();
// A partial run (--only) keeps the other sections of the last full run.
const previous: Partial<BenchResults> =
  sections.size < allSections.length && existsSync(resultsFile)
    ? (JSON.parse(readFileSync(resultsFile, 'utf8')) satisfies Partial<BenchResults>)
    : {};
const results: BenchResults = {
  ...previous,
  measuredAt: new Date().toISOString(),
  machine: { node: process.version, cpus: availableParallelism(), chromium: chromiumVersion },
  errors: {},
};

/** Runs one section; a failure is recorded and reported, never thrown. */
async function section(name: Section, measure: () => Promise<void>): Promise<void> {
  if (!sections.has(name)) return;
  console.log(`\n▶ ${name}`);
  try {
    await measure();
  } catch (error) {
    results.errors[name] = error instanceof Error ? error.message : String(error);
    console.log(`  ${name} failed: ${results.errors[name]}`);
  }
}

// The built apps must carry the key of the backend they call (docs/api-keys.md): the checkout's,
// as `npm start` and the e2e suite use, for the builds below and for the backend started here.
await writeCheckoutAppEnv();
// A local demo on purpose, as `npm start` builds it: the seed's placeholders are expected
// (docs/launch-check.md).
process.env.INZIRA_DEMO_BUILD ??= '1';

await section('build', async () => {
  results.build = await measureBuild();
});
const needsApps = ['tap', 'lighthouse', 'bytes', 'backend'].some((s) => sections.has(s as Section));

let backend: LocalBackend | undefined;
const servers: Server[] = [];
try {
  if (needsApps) {
    // The builds point at the contract port, as in e2e; rate limit off for repeated sign-ins.
    backend = await startLocalBackend({
      port: ports.backend,
      keysFile: checkoutKeysFile,
      quiet: true,
      authRateLimit: false,
    });
    // Built from this backend's content, as a deploy is built from the hosted project's: the
    // seed dates its rows from the moment a backend starts, so a snapshot read from another
    // backend differs from what the page revalidates, and every section of it would render
    // again after hydration, which a visitor of the real site never pays (docs/performance.md).
    if ((await run('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'])) !== 0) {
      throw new Error('The production build failed (see above).');
    }
    // Served from a copy: a rebuild in the shared working tree must not pull files from under
    // a measurement.
    const copies = join(repoRoot, '.local', 'bench');
    rmSync(copies, { recursive: true, force: true });
    cpSync(sitesDist, join(copies, 'sites'), { recursive: true });
    if (sections.has('lighthouse') || sections.has('bytes')) {
      writeNoJsFloor(join(copies, 'sites'));
      await buildStackFloor(join(copies, 'sites'));
    }
    cpSync(adminDist, join(copies, 'admin'), { recursive: true });
    servers.push(
      await serveStatic({ name: 'Public site', dir: join(copies, 'sites'), port: ports.sites }),
    );
    servers.push(
      await serveStatic({ name: 'Admin', dir: join(copies, 'admin'), port: ports.admin }),
    );
  }
  const publicUrls = publicRoutes.map((route) => `${sitesOrigin}${route}`);
  await section('tap', async () => {
    if (!backend?.admin) throw new Error('the local backend has no demo admin');
    results.firstTap = await measureFirstTap(
      sitesOrigin,
      adminOrigin,
      backend.admin,
      lighthouseRuns,
    );
    results.firstTap.loadAverage = loadavg().map((load) => round(load, 2));
  });
  await section('bytes', async () => {
    if (!backend?.admin) throw new Error('the local backend has no demo admin');
    // The stack floor first: each page's JS is printed as a ratio to it.
    results.pageBytes = await measurePageBytes(
      [`${sitesOrigin}${floorPaths.stack}`, ...publicUrls],
      adminOrigin,
      backend.admin,
    );
  });
  await section('lighthouse', async () => {
    const floors = [floorPaths.noJs, floorPaths.stack].map((floor) => `${sitesOrigin}${floor}`);
    results.lighthouse = await measureLighthouse([...floors, ...publicUrls], lighthouseRuns);
    results.lighthouseRuns = lighthouseRuns;
    results.lighthouseLoadAverage = loadavg().map((load) => round(load, 2));
  });
  // Last: it adds 100,000 bookings to the in-memory database.
  await section('backend', async () => {
    if (!backend) throw new Error('the local backend did not start');
    results.backend = await measureBackend(backend);
  });
} catch (error) {
  results.errors.setup = error instanceof Error ? error.message : String(error);
} finally {
  await Promise.all(servers.map(closeServer));
  await backend?.stop();
}
// Its own databases (a local backend on a free port, a throwaway PostgreSQL 15), no apps.
await section('search', async () => {
  results.search = await measureSearch();
});
await section('test', async () => {
  results.npmTest = lastTestTiming();
});

printReport(results);
writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nFigures written to ${resultsFile}`);
