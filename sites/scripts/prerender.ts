/**
 * Writes each public route as static HTML into dist/ (content + critical CSS; the app hydrates
 * after the first paint), writes the blog post page's loading state as the app shell for the
 * one client-only route, then removes the server bundle.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { publishedPostPaths, robotsTxt, sitemapXml, type PostsSource } from './sitemap';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const serverBundle = join(root, 'dist-ssr', 'entry-server.js');

interface PrerenderPage {
  path: string;
  fallback: Record<string, unknown>;
}
interface ServerEntry {
  render(
    url: string,
    fallback?: Record<string, unknown>,
  ): Promise<{ html: string; styles: string }>;
  loadProjectPages(url: string, anonKey: string): Promise<PrerenderPage[]>;
  backend: { url: string; anonKey: string };
  prerenderPaths: readonly string[];
  publicPaths: readonly string[];
  siteUrl: string;
  postsSource: PostsSource;
}
const { render, loadProjectPages, backend, prerenderPaths, publicPaths, siteUrl, postsSource } =
  (await import(pathToFileURL(serverBundle).href)) as ServerEntry;

const shell = readFileSync(join(dist, 'index.html'), 'utf8');

/**
 * A prerendered page already shows its content, so it should paint before any app code is
 * fetched: the entry script and its preloads move into a small start script that requests them
 * once the first frame is on screen. On a slow phone network the page's HTML and images then
 * get the bandwidth first, and the app hydrates a frame later. (The CSP allows only same-origin
 * script files, so this is a file, not an inline script.)
 */
function paintFirst(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry?.[1]) throw new Error('The built index.html has no module entry script.');
  const preloadPattern = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
  const preloads = [...html.matchAll(preloadPattern)].map((match) => match[1]);
  const code = `// Written by sites/scripts/prerender.ts: starts the app after the first paint.
const preloads = ${JSON.stringify(preloads)};
function start() {
  for (const href of preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  import(${JSON.stringify(entry[1])});
}
requestAnimationFrame(() => setTimeout(start));
`;
  const name = `/assets/start-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(join(dist, name), code);
  return html
    .replace(entry[0], `<script type="module" src="${name}"></script>\n    `)
    .replace(preloadPattern, '');
}
const template = paintFirst(shell);

/**
 * Early clicks and typing on a prerendered page are held until the app has hydrated, then
 * replayed (see early-input.js). A classic script at the top of <head>: it must run before
 * anything can be clicked, and its few hundred bytes are cached for good under /assets.
 */
function withEarlyInput(html: string): string {
  const code = readFileSync(join(root, 'scripts', 'early-input.js'), 'utf8');
  const name = `/assets/early-input-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(join(dist, name), code);
  const charset = '<meta charset="UTF-8" />';
  if (!html.includes(charset)) throw new Error('The built index.html has no charset meta tag.');
  return html.replace(charset, `${charset}\n    <script src="${name}"></script>`);
}
const prerenderTemplate = withEarlyInput(template);

/**
 * React 19 emits a page's <title>, <meta> and <link> at the start of the markup when it does
 * not own the document; they belong in <head>, replacing the template's default title.
 */
function splitHead(html: string): { head: string; body: string } {
  const hoisted = /^(?:<title>[\s\S]*?<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/.exec(html);
  const head = hoisted?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

function outputFile(path: string): string {
  if (path === '/') return join(dist, 'index.html');
  if (path === '/404') return join(dist, '404.html');
  return join(dist, path.slice(1), 'index.html');
}

/**
 * The data a page was rendered with, for the browser to hydrate from (main.tsx reads it into
 * SWR's fallback). A JSON data block is never executed, so the CSP allows it; "<" is escaped so
 * no text in the data can close the element.
 */
function dataBlock(fallback: Record<string, unknown>): string {
  if (Object.keys(fallback).length === 0) return '';
  const json = JSON.stringify(fallback).replace(/</g, '\\u003c');
  return `<script type="application/json" id="swr-fallback">${json}</script>`;
}

/** The template with a rendered route in #root and, unless left out, its head tags. */
async function renderPage(
  path: string,
  {
    withHead = true,
    hydrates = true,
    fallback = {},
  }: { withHead?: boolean; hydrates?: boolean; fallback?: Record<string, unknown> } = {},
): Promise<string> {
  const { html, styles } = await render(path, fallback);
  const { head, body } = splitHead(html);
  let page = (hydrates ? prerenderTemplate : template).replace(
    '<div id="root"></div>',
    `${dataBlock(fallback)}<div id="root">${body}</div>`,
  );
  if (withHead && head.includes('<title>')) page = page.replace(/<title>[\s\S]*?<\/title>/, '');
  return page.replace('</head>', `${withHead ? head : ''}${styles}</head>`);
}

for (const path of prerenderPaths) {
  const file = outputFile(path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, await renderPage(path));
  console.log(`prerendered ${path} -> ${file.slice(root.length + 1)}`);
}

/**
 * Published projects from the configured backend, read with the anon key as a visitor would.
 * When that is the local backend and it is not running (a build before `npm start`, CI, e2e),
 * an in-memory local backend with the same migrations and seed answers instead. A hosted
 * backend that cannot be reached leaves project pages to the app shell, with a warning.
 */
async function readProjectPages(): Promise<PrerenderPage[]> {
  try {
    return await loadProjectPages(backend.url, backend.anonKey);
  } catch (error) {
    const local = /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(backend.url);
    if (!local) {
      console.warn(`warning: projects not prerendered, ${backend.url} did not answer:`, error);
      return [];
    }
  }
  const { startLocalBackend } = await import('@inzira/local-backend');
  const seeded = await startLocalBackend({ port: 0, quiet: true, admin: null });
  try {
    return await loadProjectPages(seeded.url, seeded.anonKey);
  } finally {
    await seeded.stop();
  }
}

const projectPages = await readProjectPages();
for (const { path, fallback } of projectPages) {
  const file = outputFile(path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, await renderPage(path, { fallback }));
}
console.log(`prerendered ${projectPages.length} project pages (/projects/<slug>)`);

// The one client-only route, a blog post (its id lives in the database), gets the post page in
// its loading state: header, footer and the loading indicator paint at once and the post fills
// in once the app has loaded. Its head tags (canonical, title) belong to no real post, so they
// stay out.
const anyPostId = '00000000-0000-4000-8000-000000000000';
// The browser renders over it rather than hydrating it (data-client-render): its markup was made
// for another id, and a malformed id renders "not found" straight away.
// Nothing on it is worth holding a click for: it is rendered over, not hydrated.
const postShell = await renderPage(`/resources/blog/${anyPostId}`, {
  withHead: false,
  hydrates: false,
});
writeFileSync(
  join(dist, 'app-shell.html'),
  postShell.replace('<div id="root">', '<div id="root" data-client-render>'),
);
console.log('prerendered the blog post loading state -> dist/app-shell.html');

// Published posts are listed when the build reaches the project (a deploy after publishing
// refreshes them); an offline build lists the pages only (docs/media-and-writing.md). Every
// prerendered project is listed too.
const postPaths = await publishedPostPaths(postsSource);
const sitemapPaths = [...publicPaths, ...postPaths, ...projectPages.map((page) => page.path)];
writeFileSync(join(dist, 'sitemap.xml'), sitemapXml(siteUrl, sitemapPaths));
writeFileSync(join(dist, 'robots.txt'), robotsTxt(siteUrl));
console.log(
  `wrote sitemap.xml (${publicPaths.length} routes, ${postPaths.length} posts, ${projectPages.length} projects) and robots.txt for ${siteUrl}`,
);

rmSync(join(root, 'dist-ssr'), { recursive: true, force: true });
