import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext } from 'playwright';
import { chromiumFlags, chromiumPath } from '../chromium-flags';

export interface PageBytes {
  /** gzip bytes of every script the page loaded before any interaction. */
  jsGzip: number;
  cssGzip: number;
  requests: number;
  /** The route is not built yet and shows the 404 page. */
  notFound: boolean;
}

const settleMs = 2_000;
const settleLimitMs = 20_000;

/**
 * Loads the page once and gzips every script and stylesheet it fetched itself (level 9, the
 * same for every run), so the figure does not depend on how the server compresses.
 */
async function measurePage(context: BrowserContext, url: string): Promise<PageBytes> {
  const page = await context.newPage();
  const bodies: Promise<{ type: 'js' | 'css'; bytes: number }>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const kind: 'js' | 'css' = type === 'script' ? 'js' : 'css';
    bodies.push(
      response
        .body()
        .then((body) => ({ type: kind, bytes: gzipSync(body, { level: 9 }).length }))
        // A body the browser already discarded (e.g. a redirect) counts as nothing.
        .catch(() => ({ type: kind, bytes: 0 })),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // On a busy machine the network can go quiet while the app is still parsing, before it asks
  // for the page's own chunks: settled means no new script or stylesheet for two seconds.
  for (let seen = -1, waited = 0; seen !== bodies.length && waited < settleLimitMs;) {
    seen = bodies.length;
    await page.waitForTimeout(settleMs);
    waited += settleMs;
  }
  const title = await page.title();
  const sizes = await Promise.all(bodies);
  await page.close();
  const sum = (type: 'js' | 'css') =>
    sizes.filter((s) => s.type === type).reduce((total, s) => total + s.bytes, 0);
  return {
    jsGzip: sum('js'),
    cssGzip: sum('css'),
    requests: sizes.length,
    notFound: /page not found/i.test(title),
  };
}

export interface AdminLogin {
  email: string;
  password: string;
}

/** JS/CSS per public route, and the admin's sign-in page and dashboard (signed in first). */
export async function measurePageBytes(
  publicUrls: string[],
  adminOrigin: string,
  login: AdminLogin,
): Promise<Record<string, PageBytes>> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumFlags.filter((flag) => !flag.startsWith('--headless')),
  });
  const results: Record<string, PageBytes> = {};
  try {
    for (const url of publicUrls) {
      // A fresh context per page: nothing cached from the previous one.
      const context = await browser.newContext();
      results[url] = await measurePage(context, url);
      await context.close();
    }
    const loginUrl = `${adminOrigin}/auth/login`;
    const anonymous = await browser.newContext();
    results[loginUrl] = await measurePage(anonymous, loginUrl);
    // Sign in, then load the dashboard cold in a new context that only keeps the session.
    const page = await anonymous.newPage();
    await page.goto(loginUrl);
    await page.getByLabel('Email').fill(login.email);
    await page.getByLabel('Password').fill(login.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    const session = await anonymous.storageState();
    await anonymous.close();
    const signedIn = await browser.newContext({ storageState: session });
    const dashboardUrl = `${adminOrigin}/admin/dashboard`;
    results[dashboardUrl] = await measurePage(signedIn, dashboardUrl);
    await signedIn.close();
  } finally {
    await browser.close();
  }
  return results;
}
