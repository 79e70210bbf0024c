import { chromium, type Browser, type Page } from 'playwright';
import { chromiumFlags, chromiumPath } from '../chromium-flags';
import { median, round } from '../stats';

/**
 * "Tap at first paint on 3G": a visitor on a mid-range phone taps the first call to action the
 * moment the page paints. Chromium at 390x844 with touch, Chrome DevTools' Fast 3G (562.5 ms
 * round trip, 1.44 Mbit/s down, 675 kbit/s up), 4x slower CPU, nothing cached. Measures the
 * time from the tap to the form's first field on screen, from navigation to that moment, and
 * the script requests made until then. The admin's sign-in page and first inbox load are
 * measured at laptop size on Fast 4G the same way (time to the form, then to the inbox).
 */
const fast3g = {
  latency: 562.5,
  downloadThroughput: (1.44 * 1024 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
} as const;
const fast4g = {
  latency: 150,
  downloadThroughput: (9 * 1024 * 1024) / 8,
  uploadThroughput: (1.5 * 1024 * 1024) / 8,
} as const;

export interface TapRun {
  /** From the tap to the form's first field visible. */
  tapToFormMs: number;
  /** From navigation start to the form's first field visible. */
  navigationToFormMs: number;
  /** From navigation start to the first contentful paint (when the tap was made). */
  firstPaintMs: number;
  scriptRequests: number;
}

export type TapFigures = TapRun & { runs: TapRun[] };

interface Scenario {
  url: string;
  /** The control tapped at first paint. */
  trigger: (page: Page) => ReturnType<Page['getByRole']>;
  /** The form's first field. */
  field: (page: Page) => ReturnType<Page['getByRole']>;
}

async function throttled(
  browser: Browser,
  network: typeof fast3g | typeof fast4g,
  cpuRate: number,
  phone: boolean,
): Promise<Page> {
  const context = await browser.newContext(
    phone
      ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
      : { viewport: { width: 1366, height: 768 } },
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  return page;
}

/** Milliseconds since navigation start, in the page's own clock. */
const pageNow = (page: Page) => page.evaluate(() => performance.now());

async function tapOnce(browser: Browser, scenario: Scenario): Promise<TapRun> {
  const page = await throttled(browser, fast3g, 4, true);
  let scripts = 0;
  let counting = true;
  page.on('request', (request) => {
    if (counting && request.resourceType() === 'script') scripts += 1;
  });
  try {
    await page.goto(scenario.url, { waitUntil: 'commit' });
    // First paint: the moment the browser reports a contentful paint and the button is there.
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
      undefined,
      { polling: 'raf', timeout: 120_000 },
    );
    const firstPaintMs = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    );
    const trigger = scenario.trigger(page).first();
    await trigger.waitFor({ state: 'visible', timeout: 120_000 });
    const tapAt = await pageNow(page);
    await trigger.tap({ timeout: 120_000 });
    await scenario.field(page).first().waitFor({ state: 'visible', timeout: 120_000 });
    const shownAt = await pageNow(page);
    counting = false;
    return {
      tapToFormMs: round(shownAt - tapAt, 0),
      navigationToFormMs: round(shownAt, 0),
      firstPaintMs: round(firstPaintMs, 0),
      scriptRequests: scripts,
    };
  } finally {
    await page.context().close();
  }
}

function medianRun(runs: TapRun[]): TapFigures {
  const of = (key: keyof TapRun) => median(runs.map((run) => run[key]));
  return {
    tapToFormMs: of('tapToFormMs'),
    navigationToFormMs: of('navigationToFormMs'),
    firstPaintMs: of('firstPaintMs'),
    scriptRequests: of('scriptRequests'),
    runs,
  };
}

export interface AdminLoadRun {
  /** From navigation start to the sign-in form's email field visible. */
  signInFormMs: number;
  signInScripts: number;
  /** From pressing "Sign In" to the dashboard's heading visible. */
  dashboardMs: number;
  /** From pressing "Bookings" in the menu to the inbox's first row visible. */
  inboxMs: number;
  /** Scripts requested after the sign-in form was shown, until the inbox's first row. */
  laterScripts: number;
}

async function adminOnce(
  browser: Browser,
  adminOrigin: string,
  login: { email: string; password: string },
): Promise<AdminLoadRun> {
  const page = await throttled(browser, fast4g, 1, false);
  let scripts = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts += 1;
  });
  const wait = { state: 'visible', timeout: 120_000 } as const;
  try {
    await page.goto(`${adminOrigin}/auth/login`, { waitUntil: 'commit' });
    const email = page.getByLabel('Email');
    await email.waitFor(wait);
    const signInFormMs = await pageNow(page);
    const signInScripts = scripts;
    await email.fill(login.email);
    await page.getByLabel('Password').fill(login.password);
    const pressedAt = await pageNow(page);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor(wait);
    const dashboardAt = await pageNow(page);
    await page
      .getByRole('link', { name: /^Bookings/ })
      .first()
      .click();
    const inboxPressedAt = await pageNow(page);
    await page.getByRole('main').getByRole('row').nth(1).waitFor(wait);
    const inboxAt = await pageNow(page);
    return {
      signInFormMs: round(signInFormMs, 0),
      signInScripts,
      dashboardMs: round(dashboardAt - pressedAt, 0),
      inboxMs: round(inboxAt - inboxPressedAt, 0),
      laterScripts: scripts - signInScripts,
    };
  } finally {
    await page.context().close();
  }
}

export interface FirstTapFigures {
  taps: Record<string, TapFigures>;
  admin?: AdminLoadRun & { runs: AdminLoadRun[] };
  /** Why the admin's figures are missing: the public taps are reported either way. */
  adminError?: string;
}

const scenarios = (sitesOrigin: string): Record<string, Scenario> => ({
  'home: first Book Now': {
    url: `${sitesOrigin}/`,
    trigger: (page) => page.getByRole('button', { name: /^Book Now/ }),
    field: (page) => page.getByRole('dialog').getByRole('textbox'),
  },
});

/** Each tap scenario `runs` times, each in a fresh context; medians per figure. */
export async function measureTaps(
  browser: Browser,
  sitesOrigin: string,
  runs: number,
): Promise<Record<string, TapFigures>> {
  const taps: Record<string, TapFigures> = {};
  for (const [name, scenario] of Object.entries(scenarios(sitesOrigin))) {
    const samples: TapRun[] = [];
    for (let run = 0; run < runs; run += 1) samples.push(await tapOnce(browser, scenario));
    taps[name] = medianRun(samples);
  }
  return taps;
}

/** The public taps, then the admin's sign-in and first inbox load, `runs` times each. */
export async function measureFirstTap(
  sitesOrigin: string,
  adminOrigin: string,
  login: { email: string; password: string },
  runs: number,
): Promise<FirstTapFigures> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const taps = await measureTaps(browser, sitesOrigin, runs);
    const adminRuns: AdminLoadRun[] = [];
    try {
      for (let run = 0; run < runs; run += 1) {
        adminRuns.push(await adminOnce(browser, adminOrigin, login));
      }
    } catch (error) {
      return { taps, adminError: error instanceof Error ? error.message : String(error) };
    }
    const of = (key: keyof AdminLoadRun) => median(adminRuns.map((r) => r[key]));
    return {
      taps,
      admin: {
        signInFormMs: of('signInFormMs'),
        signInScripts: of('signInScripts'),
        dashboardMs: of('dashboardMs'),
        inboxMs: of('inboxMs'),
        laterScripts: of('laterScripts'),
        runs: adminRuns,
      },
    };
  } finally {
    await browser.close();
  }
}
