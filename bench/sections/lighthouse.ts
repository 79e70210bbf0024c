import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../chromium-flags';
import { median, round } from '../stats';

export const defaultLighthouseRuns = 3;

export interface LighthouseFigures {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  fcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  speedIndexMs: number | null;
  /** Bytes of JavaScript transferred (compressed, as the server sent them). */
  jsTransferBytes: number | null;
  /** Lighthouse's runtime error codes, if any run failed (e.g. NO_FCP). */
  errors: string[];
}

function medianOf(values: (number | null | undefined)[]): number | null {
  const present = values.filter((v): v is number => typeof v === 'number');
  return present.length > 0 ? median(present) : null;
}

/** Script bytes transferred in one run, from Lighthouse's resource summary. */
function scriptBytes(lhr: Result): number | undefined {
  const details: unknown = lhr.audits['resource-summary']?.details;
  const items: unknown = details && typeof details === 'object' && Reflect.get(details, 'items');
  if (!Array.isArray(items)) return undefined;
  const script: unknown = items.find(
    (item: unknown) =>
      typeof item === 'object' && item !== null && Reflect.get(item, 'resourceType') === 'script',
  );
  const bytes: unknown =
    script && typeof script === 'object' && Reflect.get(script, 'transferSize');
  return typeof bytes === 'number' ? bytes : undefined;
}

function figures(runs: Result[], errors: string[]): LighthouseFigures {
  const score = (category: string) => {
    const value = medianOf(runs.map((lhr) => lhr.categories[category]?.score));
    return value === null ? null : Math.round(value * 100);
  };
  const metric = (audit: string, digits = 0) => {
    const value = medianOf(runs.map((lhr) => lhr.audits[audit]?.numericValue));
    return value === null ? null : round(value, digits);
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: metric('largest-contentful-paint'),
    fcpMs: metric('first-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift', 3),
    speedIndexMs: metric('speed-index'),
    jsTransferBytes: medianOf(runs.map(scriptBytes)),
    errors: [...new Set(errors)],
  };
}

/**
 * Lighthouse with its default (mobile, simulated throttling) settings, median of three runs per
 * page. The runs go in rounds, each visiting every page once, so a busy moment of the machine
 * falls on the floors and the routes alike rather than on one page's three runs (the ratios to
 * the floors compare pages measured in the same conditions). One Chromium serves all runs;
 * Lighthouse resets storage before each navigation.
 */
export async function measureLighthouse(
  urls: string[],
  runsPerPage = defaultLighthouseRuns,
): Promise<Record<string, LighthouseFigures>> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumFlags,
  });
  const runs = new Map(urls.map((url) => [url, [] as Result[]]));
  const errors = new Map(urls.map((url) => [url, [] as string[]]));
  try {
    for (let round = 1; round <= runsPerPage; round++) {
      for (const url of urls) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
        });
        if (!result) continue;
        if (result.lhr.runtimeError) errors.get(url)?.push(result.lhr.runtimeError.code);
        runs.get(url)?.push(result.lhr);
      }
      console.log(`  lighthouse: round ${round} of ${runsPerPage} done (${urls.length} pages)`);
    }
  } finally {
    chrome.kill();
  }
  return Object.fromEntries(
    urls.map((url) => [url, figures(runs.get(url) ?? [], errors.get(url) ?? [])]),
  );
}
