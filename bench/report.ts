import type { BackendFigures } from './sections/backend-latency';
import type { BuildFigures, TestTiming } from './sections/build-times';
import { lighthouseRuns, type LighthouseFigures } from './sections/lighthouse';
import type { PageBytes } from './sections/page-bytes';
import { kb, printTable } from './table';

export interface BenchResults {
  measuredAt: string;
  machine: { node: string; cpus: number; chromium: string };
  build?: BuildFigures;
  lighthouse?: Record<string, LighthouseFigures>;
  pageBytes?: Record<string, PageBytes>;
  backend?: BackendFigures;
  npmTest?: TestTiming;
  /** A section that could not be measured, with why: the bench reports, it never fails. */
  errors: Record<string, string>;
}

const path = (url: string) => new URL(url).pathname;

export function printReport(results: BenchResults): void {
  const { lighthouse, pageBytes, backend, build, npmTest } = results;
  const notFound = (url: string) => (pageBytes?.[url]?.notFound ? ' (404: not built yet)' : '');
  if (lighthouse) {
    printTable(
      `Lighthouse (default mobile settings, median of ${lighthouseRuns} runs)`,
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
  if (pageBytes) {
    printTable(
      'JavaScript and CSS loaded before interaction (gzip -9 of each file)',
      ['page', 'JS gzip', 'CSS gzip', 'files'],
      Object.entries(pageBytes).map(([url, b]) => [
        `${new URL(url).port === '5174' ? 'admin ' : ''}${path(url)}${b.notFound ? ' (404: not built yet)' : ''}`,
        kb(b.jsGzip),
        kb(b.cssGzip),
        b.requests,
      ]),
      'CSS files only: MUI styles come from Emotion inside the JS (and the prerendered <style> in the HTML).',
    );
  }
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
  if (build || npmTest) {
    printTable(
      'Build and test wall time',
      ['step', 'seconds'],
      [
        ['turbo run build (cold, --force)', build?.coldSeconds],
        ['turbo run build (cached)', build?.cachedSeconds],
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
