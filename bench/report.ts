import type { BackendFigures } from './sections/backend-latency';
import type { BuildFigures, TestTiming } from './sections/build-times';
import type { FirstTapFigures } from './sections/first-tap';
import { floorPaths } from './sections/floors';
import type { LighthouseFigures } from './sections/lighthouse';
import type { PageBytes } from './sections/page-bytes';
import { searchRowsPerTable, type SearchFigures } from './sections/search-latency';
import { kb, printTable } from './table';

export interface BenchResults {
  measuredAt: string;
  machine: { node: string; cpus: number; chromium: string };
  build?: BuildFigures;
  lighthouse?: Record<string, LighthouseFigures>;
  lighthouseRuns?: number;
  /** The machine's load average (1, 5, 15 min) when the Lighthouse runs ended. */
  lighthouseLoadAverage?: number[];
  firstTap?: FirstTapFigures & { loadAverage?: number[] };
  pageBytes?: Record<string, PageBytes>;
  backend?: BackendFigures;
  /** The admin's top-bar search at 100,000 rows per table, per database and way of calling. */
  search?: SearchFigures;
  npmTest?: TestTiming;
  /** A section that could not be measured, with why: the bench reports, it never fails. */
  errors: Record<string, string>;
}

const path = (url: string) => new URL(url).pathname;

const ratio = (value: number | null | undefined, floor: number | null | undefined) =>
  typeof value === 'number' && typeof floor === 'number' && floor > 0
    ? `${(value / floor).toFixed(2)}x`
    : 'n/a';

/** Each route beside the two floors measured in the same run (bench/sections/floors.ts). */
function printFloors(lighthouse: Record<string, LighthouseFigures>, loadAverage?: number[]): void {
  const load = loadAverage ? ` Load average: ${loadAverage.join(', ')}.` : '';
  const entries = Object.entries(lighthouse);
  const floorOf = (floor: string) => entries.find(([url]) => path(url) === floor)?.[1];
  const noJs = floorOf(floorPaths.noJs);
  const stack = floorOf(floorPaths.stack);
  if (!noJs && !stack) return;
  const kbOrNa = (bytes: number | null | undefined) =>
    typeof bytes === 'number' ? kb(bytes) : null;
  printTable(
    'Public routes against the floors (same run)',
    ['page', 'LCP ms', 'LCP/no-JS', 'JS', 'JS/stack', 'TBT ms', 'TBT/stack', 'CLS', 'perf'],
    entries.map(([url, f]) => [
      path(url) === floorPaths.noJs
        ? 'floor: home HTML, no JS'
        : path(url) === floorPaths.stack
          ? 'floor: React+Router+MUI app'
          : path(url),
      f.lcpMs,
      ratio(f.lcpMs, noJs?.lcpMs),
      kbOrNa(f.jsTransferBytes),
      ratio(f.jsTransferBytes, stack?.jsTransferBytes),
      f.tbtMs,
      ratio(f.tbtMs, stack?.tbtMs),
      f.cls,
      f.performance,
    ]),
    `JS = script bytes transferred (compressed). Goals: LCP <= 1.2x no-JS, JS (home, each language) <= 1.25x stack, TBT <= 1.5x stack, CLS 0, perf >= 98.${load}`,
  );
}

/** Every public page's scripts, with the ratio to the stack floor's where it was measured. */
function printPageBytes(pageBytes: Record<string, PageBytes>): void {
  const entries = Object.entries(pageBytes);
  const stack = entries.find(([url]) => path(url) === floorPaths.stack)?.[1];
  const isAdmin = (url: string) => new URL(url).port === '5174';
  printTable(
    'JavaScript and CSS loaded before interaction (gzip -9 of each file)',
    ['page', 'JS gzip', 'JS/stack', 'CSS gzip', 'files'],
    entries.map(([url, b]) => [
      path(url) === floorPaths.stack
        ? 'floor: React+Router+MUI app'
        : `${isAdmin(url) ? 'admin ' : ''}${path(url)}${b.notFound ? ' (404: not built yet)' : ''}`,
      kb(b.jsGzip),
      isAdmin(url) ? '' : ratio(b.jsGzip, stack?.jsGzip),
      kb(b.cssGzip),
      b.requests,
    ]),
    'CSS files only: MUI styles come from Emotion inside the JS (and the prerendered <style> in the HTML). Goal: home JS (each language) <= 1.25x the stack floor.',
  );
}

function printFirstTap(figures: FirstTapFigures & { loadAverage?: number[] }): void {
  const load = figures.loadAverage ? ` (load average ${figures.loadAverage.join(', ')})` : '';
  printTable(
    `Tap at first paint on 3G: 390x844 touch, Fast 3G, 4x CPU, no cache, median${load}`,
    ['scenario', 'first paint ms', 'tap -> form ms', 'navigation -> form ms', 'scripts'],
    Object.entries(figures.taps).map(([name, f]) => [
      name,
      f.firstPaintMs,
      f.tapToFormMs,
      f.navigationToFormMs,
      f.scriptRequests,
    ]),
    "tap -> form: from the tap to the form's first field visible. scripts: script requests until then. Goal: tap -> form <= 1,000 ms.",
  );
  const admin = figures.admin;
  if (figures.adminError) console.log(`  admin not measured: ${figures.adminError.split('\n')[0]}`);
  if (!admin) return;
  printTable(
    'Admin at 1366x768 on Fast 4G (150 ms round trip, 9 Mbit/s), no cache, median',
    ['step', 'ms', 'scripts'],
    [
      ['sign-in form shown (from navigation)', admin.signInFormMs, admin.signInScripts],
      ['"Sign In" pressed -> dashboard', admin.dashboardMs, null],
      ['"Bookings" pressed -> first inbox row', admin.inboxMs, admin.laterScripts],
    ],
    'scripts on the last row: every script requested after the sign-in form, until the inbox showed.',
  );
}

export function printReport(results: BenchResults): void {
  const { lighthouse, pageBytes, backend, search, build, npmTest, firstTap } = results;
  if (firstTap) printFirstTap(firstTap);
  const notFound = (url: string) => (pageBytes?.[url]?.notFound ? ' (404: not built yet)' : '');
  if (lighthouse) {
    printTable(
      `Lighthouse (default mobile settings, median of ${results.lighthouseRuns ?? 'n/a'} runs)`,
      ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'FCP ms', 'TBT ms', 'CLS', 'SI ms'],
      Object.entries(lighthouse).map(([url, f]) => [
        path(url) + notFound(url) + (f.errors.length ? ` [${f.errors.join(', ')}]` : ''),
        f.performance,
        f.accessibility,
        f.bestPractices,
        f.seo,
        f.lcpMs,
        f.fcpMs,
        f.tbtMs,
        f.cls,
        f.speedIndexMs,
      ]),
    );
  }
  if (lighthouse) printFloors(lighthouse, results.lighthouseLoadAverage);
  if (pageBytes) printPageBytes(pageBytes);
  if (backend) {
    const volumes = Object.keys(backend.latency);
    const queries = Object.keys(backend.latency[volumes[0] ?? ''] ?? {});
    printTable(
      'Local backend latency (ms, p50 / p95 over 30 requests, supabase-js)',
      ['query', ...volumes.map((v) => `${v} bookings`)],
      queries.map((q) => [
        q,
        ...volumes.map((v) => {
          const l = backend.latency[v]?.[q];
          return l ? `${l.p50Ms} / ${l.p95Ms}` : 'n/a';
        }),
      ]),
    );
    printTable(
      'Public reads per second (20 concurrent clients, 400 requests)',
      ['bookings in the table', 'requests/s', 'seeding took (s)'],
      volumes.map((v) => [v, backend.publicReadsPerSecond[v], backend.seedSeconds[v]]),
    );
  }
  if (search) {
    const databases = Object.keys(search);
    const terms = Object.keys(search[databases[0] ?? ''] ?? {});
    printTable(
      `Top-bar search, admin_search (ms, p50 / p95 over 15 calls, ${searchRowsPerTable.toLocaleString('en-US')} rows in each of 5 tables)`,
      ['term', ...databases],
      terms.map((term) => [
        term,
        ...databases.map((database) => {
          const l = search[database]?.[term];
          return l ? `${l.p50Ms} / ${l.p95Ms}` : 'n/a';
        }),
      ]),
      'SQL: the function in one transaction as a signed-in owner, as the API runs it; REST adds the HTTP round trip and the local backend.',
    );
  }
  if (build || npmTest) {
    printTable(
      'Build and test wall time',
      ['step', 'seconds'],
      [
        ['turbo run build (cold, --force)', build?.coldSeconds],
        ['turbo run build (cached)', build?.cachedSeconds],
        [
          'public site with its content (content read + build + prerender)',
          build?.sitesWithContentSeconds,
        ],
        [
          `npm test (last recorded run${npmTest?.finishedAt ? `, ${npmTest.finishedAt}` : ''}${npmTest?.ok === false ? ', failed' : ''})`,
          npmTest?.wallSeconds,
        ],
      ],
      'npm test is not re-run by the bench (it would double its cost): scripts/test.ts records its wall time.',
    );
  }
  for (const [section, error] of Object.entries(results.errors)) {
    console.log(`\n${section}: not measured (${error})`);
  }
}
