import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test, type Browser, type Page, type Request } from '@playwright/test';
import { sitesDist } from '../../../scripts/lib/paths.ts';
import { backend } from '../../support/backend';
import { scrollThrough } from '../../support/scroll-through';

// The build prerenders every project and published post with its content (docs/performance.md);
// the suite's backend starts from the same seed the build read.
async function firstRow<T>(query: string): Promise<T> {
  const key = process.env.E2E_PUBLISHABLE_KEY ?? '';
  const response = await fetch(`${backend.url()}/rest/v1/${query}&limit=1`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
  });
  const [row] = (await response.json()) as T[];
  if (!row) throw new Error(`The seed has no row for ${query}.`);
  return row;
}

/** The first paragraph of a post or project's text, as the page prints it. */
const firstParagraph = (text: string) => text.split(/\n\s*\n/)[0]?.trim() ?? '';

const latestPost = () =>
  firstRow<{ slug: string; title: string; content: string; image: string }>(
    'blogs?select=slug,title,content,image&image=not.is.null&order=published_at.desc',
  );
const aProject = () =>
  firstRow<{ slug: string; title: string; description: string; image: string }>(
    'projects?select=slug,title,description,image&image=not.is.null&order=created_at.desc',
  );

/** The page as a visitor without JavaScript sees it: only what the HTML holds. */
async function withoutScripts(browser: Browser, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  return { page, close: () => context.close() };
}

async function expectLargestImage(page: Page, src: string) {
  const image = page.locator(`img[src="${src}"][fetchpriority="high"]`).first();
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('width', /^\d+$/);
  await expect(image).toHaveAttribute('height', /^\d+$/);
}

test("a post's HTML holds its title, text and picture before any script runs", async ({
  browser,
}) => {
  const post = await latestPost();
  const { page, close } = await withoutScripts(browser, `/resources/blog/${post.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  await expect(page.getByText(firstParagraph(post.content))).toBeVisible();
  await expectLargestImage(page, post.image);
  await expect(page).toHaveTitle(new RegExp(post.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await close();
});

test("a project's HTML holds its title, text and picture before any script runs", async ({
  browser,
}) => {
  const project = await aProject();
  const { page, close } = await withoutScripts(browser, `/projects/${project.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
  await expect(page.getByText(firstParagraph(project.description))).toBeVisible();
  await expectLargestImage(page, project.image);
  await close();
});

test('the lists and the home sections are in the HTML with their content', async ({ browser }) => {
  const [post, project] = await Promise.all([latestPost(), aProject()]);
  const service = await firstRow<{ title: string }>('services?select=title&order=created_at');
  const blog = await withoutScripts(browser, '/resources/blog');
  await expect(blog.page.getByRole('heading', { level: 3, name: post.title })).toBeVisible();
  await blog.close();
  const projects = await withoutScripts(browser, '/projects');
  await expect(projects.page.getByRole('heading', { level: 3, name: project.title })).toBeVisible();
  await projects.close();
  const home = await withoutScripts(browser, '/');
  await expect(home.page.getByRole('heading', { name: service.title })).toBeVisible();
  await expect(home.page.getByRole('status')).toHaveCount(0);
  await home.close();
});

/** Resolves after the page has painted two more frames. */
const nextFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

/** Opens `path` and waits until the app has hydrated it; returns what went wrong meanwhile. */
async function hydrate(page: Page, path: string): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener('inzira:app-ready', () =>
      document.documentElement.setAttribute('data-ready', ''),
    );
    // Any loading indicator (role="status") the app puts on the page after the HTML has been
    // parsed, even for a moment while the data revalidates, is noted on <html>.
    const watch = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches('main [role="status"]') || node.querySelector('[role="status"]')) {
            document.documentElement.setAttribute('data-loading-shown', '');
          }
        }
      }
    });
    document.addEventListener('DOMContentLoaded', () =>
      watch.observe(document.body, { childList: true, subtree: true }),
    );
  });
  // Every call the page makes to the backend, answered or failed (response() then gives null).
  const backendPort = new URL(backend.url()).port;
  const toBackend = (request: Request) => new URL(request.url()).port === backendPort;
  const calls: Promise<unknown>[] = [];
  page.on('request', (request) => {
    if (toBackend(request)) calls.push(request.response().then((r) => r?.finished()));
  });
  // Each of these pages revalidates its snapshot in the background.
  const revalidation = page.waitForRequest(toBackend);
  await page.goto(path);
  // The app has hydrated the page (sites/src/app/app-ready.tsx).
  await expect(page.locator('html[data-ready]')).toHaveCount(1);
  // The home page's content sections come to life, and revalidate, as they come into sight.
  await scrollThrough(page);
  // Wait for the revalidation's answers, then give React two frames to show them.
  await revalidation;
  await Promise.all(calls);
  await nextFrames(page);
  if (await page.locator('html[data-loading-shown]').count()) {
    problems.push('a loading state replaced content the HTML had');
  }
  return problems;
}

test('a prerendered post hydrates from its snapshot: no loading state, no mismatch', async ({
  page,
}) => {
  const post = await latestPost();
  const problems = await hydrate(page, `/resources/blog/${post.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading blog post...' })).toHaveCount(0);
  // React reports a hydration mismatch as an error (and renders the page again).
  expect(problems).toEqual([]);
});

for (const path of [
  '/',
  '/services',
  '/projects',
  '/resources/blog',
  '/about',
  '/competitions',
  // Each language's content hydrates from its own snapshot: no English in between.
  '/fr/resources/blog/organiser-une-conference-a-kigali',
  '/rw/resources/blog',
  '/fr/services',
  '/rw/about',
]) {
  test(`${path} hydrates from its snapshot without a mismatch or a loading state`, async ({
    page,
  }) => {
    const problems = await hydrate(page, path);
    // Nothing the HTML showed turned back into a skeleton or a spinner.
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
}

test('the sitemap lists every prerendered page', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const listed = [...xml.matchAll(/<loc>[^<]*?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== 'assets') walk(join(dir, entry.name));
    }
    if (existsSync(join(dir, 'index.html'))) {
      pages.push(`/${relative(sitesDist, dir).split('\\').join('/')}`.replace(/^\/$/, '/'));
    }
  };
  walk(sitesDist);
  expect(pages.some((path) => path.startsWith('/resources/blog/'))).toBe(true);
  // Every page in each language (docs/languages.md): English at the root, /rw and /fr.
  expect(pages).toEqual(expect.arrayContaining(['/rw', '/fr', '/rw/services', '/fr/contact']));
  // Each post under its slug in each language, not under another language's.
  expect(pages).toEqual(
    expect.arrayContaining([
      '/rw/resources/blog/gutegura-inama-i-kigali',
      '/fr/resources/blog/organiser-une-conference-a-kigali',
      '/fr/resources/blog/social-media-in-rwanda-where-your-customers-actually-are',
    ]),
  );
  expect(pages).not.toContain(
    '/fr/resources/blog/planning-a-conference-in-kigali-a-practical-checklist',
  );
  expect(listed.sort()).toEqual(pages.sort());
});
