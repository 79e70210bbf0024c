/**
 * Writes each public route as static HTML into dist/ (content + critical CSS + the published
 * content it shows; the app hydrates after the first paint), every project and published post
 * page by its URL, the app shell for pages published after the build, sitemap.xml and
 * robots.txt, then removes the server bundle.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defaultLocale, isLocale, locales } from '@inzira/contract/locales.ts';
import type { DataClient } from '@inzira/shared-data/client';
import { minifySync } from 'vite';
import { openContentSource } from './content-source';
import { dataBlock } from './data-block';
import { readBuildManifest, type BuildManifest } from './build-manifest';
import { allowInlineScripts, scriptHashSource } from './inline-script-csp';
import { mergeLocaleBuilds, removeLocaleBuilds } from './locale-builds';
import { robotsTxt, sitemapXml } from './sitemap';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const serverBundle = join(root, 'dist-ssr', 'entry-server.js');

interface ServerEntry {
  render(
    url: string,
    client?: DataClient,
  ): Promise<{
    html: string;
    styles: string;
    styleIds: string[];
    fallback: Record<string, unknown>;
    locale: string;
    pageModule: string | undefined;
  }>;
  /** Every project and published post page in every language, under its slug there. */
  contentPaths(client: DataClient): Promise<string[]>;
  movedPageRules(client: DataClient): Promise<string[]>;
  contentClient(url: string, publishableKey: string): DataClient;
  backend: { url: string; publishableKey: string };
  prerenderPaths: readonly string[];
  siteUrl: string;
  earlyFormNames: readonly string[];
  earlyFormTexts: Record<string, Record<string, string>>;
  /** Marks the consultation form's section: the one form a page renders in itself. */
  consultationFormAttribute: string;
  renderEarlyForm(
    name: string,
    locale: string,
  ): Promise<{ html: string; rules: Array<[id: string, css: string]> }>;
  /** Each path in every language: English as it is, the others under /rw and /fr. */
  inEveryLocale(paths: readonly string[]): string[];
}
const {
  render,
  contentPaths,
  movedPageRules,
  contentClient,
  backend,
  prerenderPaths,
  siteUrl,
  earlyFormNames,
  earlyFormTexts,
  consultationFormAttribute,
  renderEarlyForm,
  inEveryLocale,
} = (await import(pathToFileURL(serverBundle).href)) as ServerEntry;

const localeBuilds = mergeLocaleBuilds(root, dist);

/**
 * The page's inline scripts, each allowed by its hash in the CSP (inline-script-csp.ts): a script
 * file in <head> is a request the first paint waits on, a round trip or two on a phone network
 * (docs/performance.md, "Paint first").
 */
const inlineScriptSources: string[] = [];

/**
 * The shared libraries' files (tooling/src/chunk-groups.ts: `react`, `framework`, then `mui`), in the
 * order they import each other. Imported one by one before the entry, each module graph runs in
 * its own task: otherwise the browser evaluates React, MUI and the app in one task of about
 * 90 ms on a phone's CPU, long enough to hold back a tap (docs/performance.md, "Less work before
 * interaction"). The files are still fetched together (the preloads), so no round trip is added.
 */
function libraryStages(preloads: string[]): string[] {
  // `<group>-<hash>.js` (chunkFileNames) with Rolldown's 8-character hash, so `mui` is not
  // taken for `mui-lazy`.
  const stages = ['react', 'framework', 'mui'].map((group) =>
    preloads.find((href) => new RegExp(`/${group}-[\\w-]{8}\\.js$`).test(href)),
  );
  if (stages.some((href) => href === undefined)) {
    throw new Error(
      `The entry no longer preloads the react, framework and mui files: ${preloads.join(', ')}`,
    );
  }
  return stages as string[];
}

/**
 * A prerendered page already shows its content, so it should paint before any app code is
 * fetched: the entry script and its preloads move into a small start script that requests them
 * once the first paint is on screen. On a slow phone network the page's HTML and images then
 * get the bandwidth first, and the app hydrates a frame later. Inline (a module script, so it
 * runs once the page is parsed).
 */
function paintFirst(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry?.[1]) throw new Error('The built index.html has no module entry script.');
  const preloadPattern = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
  const preloads = [...html.matchAll(preloadPattern)].map((match) => match[1]);
  const stages = libraryStages(preloads);
  const code = `// Written by sites/scripts/prerender.ts: starts the app after the first paint.
const preloads = ${JSON.stringify(preloads)};
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
function preload(href) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}
// Three links per task: a link costs the main thread from half a millisecond to a few while
// the page loads.
async function preloadAll(files) {
  for (let i = 0; i < files.length; i += 3) {
    if (i > 0) await nextTask();
    files.slice(i, i + 3).forEach(preload);
  }
}
async function start() {
  await preloadAll(preloads);
  // The libraries run first, each in a task of its own, then the app.
  for (const href of ${JSON.stringify(stages)}) {
    await import(href);
    await nextTask();
  }
  // The page's own code (prerender.ts, pageCodeMeta), once the libraries have run: its files'
  // compilation then does not compete with theirs.
  await preloadAll(document.querySelector('meta[name="page-code"]')?.content.split(' ') ?? []);
  import(${JSON.stringify(entry[1])});
}
// Once the first paint is on screen (its timing entry is reported after the frame was
// presented; a task queued from requestAnimationFrame could run before that).
if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
} else {
  requestAnimationFrame(() => setTimeout(start));
}
`;
  inlineScriptSources.push(scriptHashSource(code));
  return html
    .replace(entry[0], () => `<script type="module">${code}</script>\n    `)
    .replace(preloadPattern, '');
}

/**
 * The files of the page's own code (its lazy page module and what it imports, less the app's),
 * for the start script to request with the app's (docs/performance.md, "The page's code with
 * the app's"): otherwise the app requests them once it has started, a round trip later, and adds
 * their preload links in the task that starts hydration.
 */
function pageCodeMeta(files: string[]): string {
  return files.length === 0 ? '' : `<meta name="page-code" content="${files.join(' ')}">`;
}

/**
 * Early clicks and typing on a prerendered page are held until the app has hydrated, then
 * replayed (see early-input.js). Inline at the top of <head>, so it has run before anything can
 * be clicked. Each language's build has its own (its form chunks differ).
 */
function earlyInputScript(manifest: BuildManifest): string {
  const placeholder = '/* FORM_CHUNKS */ {}';
  const textsPlaceholder = '/* TEXTS */ {}';
  const source = readFileSync(join(root, 'scripts', 'early-input.js'), 'utf8');
  for (const mark of [placeholder, textsPlaceholder]) {
    if (!source.includes(mark)) throw new Error(`early-input.js has no ${mark}.`);
  }
  // Minified: it is the one script a page runs before its first paint.
  const minified = minifySync(
    'early-input.js',
    source
      .replace(placeholder, () => JSON.stringify(manifest.formChunks))
      .replace(textsPlaceholder, () => JSON.stringify(earlyFormTexts)),
    {},
  );
  if (minified.errors.length > 0) throw new Error(`early-input.js: ${minified.errors[0]?.message}`);
  const code = minified.code;
  if (/<\/script|<!--/i.test(code)) throw new Error('early-input.js cannot be written inline.');
  inlineScriptSources.push(scriptHashSource(code));
  return code;
}

/** `html` with the early-input script (earlyInputScript) at the top of <head>. */
function withEarlyInput(html: string, code: string): string {
  const charset = '<meta charset="UTF-8" />';
  if (!html.includes(charset)) throw new Error('The built index.html has no charset meta tag.');
  return html.replace(charset, () => `${charset}\n    <script>${code}</script>`);
}

/**
 * Each language's page templates from its own client build: the app's, plain and with early
 * input, and the home page's (home.html: its islands instead of the app, docs/performance.md,
 * "Islands on the home page").
 */
const templates = new Map(
  [...localeBuilds].map(([locale, build]) => {
    const template = paintFirst(readFileSync(join(build, 'index.html'), 'utf8'));
    const homeTemplate = paintFirst(readFileSync(join(build, 'home.html'), 'utf8'));
    const manifest = readBuildManifest(build);
    const earlyInput = earlyInputScript(manifest);
    // The app's own files, which the start script requests already.
    const appFiles = new Set(manifest.filesOf('index.html'));
    if (appFiles.size === 0) throw new Error('The build manifest has no entry for index.html.');
    return [
      locale,
      {
        template,
        prerenderTemplate: withEarlyInput(template, earlyInput),
        homeTemplate: withEarlyInput(homeTemplate, earlyInput),
        pageCode: (module: string, page: string) => {
          const files = manifest.filesOf(module);
          if (files.length === 0) throw new Error(`The build manifest has no chunk for ${module}.`);
          // The consultation form is rendered in its page, not behind a button: its code is the page's.
          const forms = page.includes(consultationFormAttribute)
            ? manifest.formChunks.consultation
            : [];
          return [...new Set([...files, ...forms])].filter((file) => !appFiles.has(file));
        },
      },
    ] as const;
  }),
);
/** The home page's address in each language ("/", "/rw", "/fr"). */
const homePaths = new Set(inEveryLocale(['/']));
const headersFile = join(dist, '_headers');
writeFileSync(
  headersFile,
  allowInlineScripts(readFileSync(headersFile, 'utf8'), inlineScriptSources),
);

function templatesOf(locale: string) {
  const found = isLocale(locale) ? templates.get(locale) : undefined;
  if (!found) throw new Error(`No client build for the language ${locale}.`);
  return found;
}

/**
 * Below this width the app's dialogs take the whole screen (useFullScreenDialog, the theme's
 * `sm` breakpoint); the copy's markup is the wide one, so this rule gives it the same shape.
 */
const fullScreenBelowSm =
  '@media (max-width:599.95px){[data-early-form] .MuiDialog-paper{margin:0;width:100%;' +
  'max-width:100%;height:100%;max-height:none;border-radius:0}}';

/**
 * Each form's dialog as a `<template>` (docs/performance.md, "A form before the app"): inert
 * until early-input.js shows a copy on the press of the form's button, so it costs the page's
 * first paint only its bytes. Rendered once per build; each page's copy leaves out the CSS
 * rules the page's own styles already have.
 */
type EarlyFormMarkup = Awaited<ReturnType<typeof renderEarlyForm>>;
/** Each language's copy of each form, by language then form name. */
const earlyForms = new Map<string, Map<string, EarlyFormMarkup>>();
for (const locale of locales) {
  const forms = new Map<string, EarlyFormMarkup>();
  for (const name of earlyFormNames) forms.set(name, await renderEarlyForm(name, locale));
  earlyForms.set(locale, forms);
}

/** The templates of the forms the page's buttons open, at the end of <body>. */
function withEarlyForms(page: string, styleIds: string[], locale: string): string {
  const present = new Set(styleIds);
  const forms = earlyForms.get(locale);
  if (!forms) throw new Error(`No early forms were rendered in ${locale}.`);
  const templates = [...forms]
    .filter(([name]) => page.includes(`data-opens-form="${name}"`))
    .map(([name, { html, rules }]) => {
      const css = rules
        .filter(([id]) => !present.has(id))
        .map(([, rule]) => rule)
        .join('');
      return `<template id="early-form-${name}"><div data-early-form="${name}"><style>${css}${fullScreenBelowSm}</style>${html}</div></template>`;
    });
  return templates.length === 0
    ? page
    : page.replace('</body>', () => `${templates.join('')}</body>`);
}

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
  // "/404" and each language's "/rw/404" (the host's _redirects serve them for unknown paths).
  if (path.endsWith('/404')) return join(dist, path.slice(1, -'404'.length), '404.html');
  return join(dist, path.slice(1), 'index.html');
}

/** The template with a rendered route in #root and, unless left out, its head tags. */
async function renderPage(
  path: string,
  {
    withHead = true,
    hydrates = true,
    client,
  }: { withHead?: boolean; hydrates?: boolean; client?: DataClient } = {},
): Promise<string> {
  const { html, styles, styleIds, fallback, locale, pageModule } = await render(path, client);
  const { head, body } = splitHead(html);
  const { template, prerenderTemplate, homeTemplate, pageCode } = templatesOf(locale);
  const isHome = homePaths.has(path);
  let page = (hydrates ? (isHome ? homeTemplate : prerenderTemplate) : template)
    .replace('<html lang="en">', `<html lang="${locale}">`)
    .replace('<div id="root"></div>', `${dataBlock(fallback)}<div id="root">${body}</div>`);
  if (withHead && head.includes('<title>')) page = page.replace(/<title>[\s\S]*?<\/title>/, '');
  // The home page runs its islands, not the app's pages.
  const code = hydrates && !isHome && pageModule ? pageCode(pageModule, page) : [];
  page = page.replace('</head>', `${withHead ? head : ''}${pageCodeMeta(code)}${styles}</head>`);
  return hydrates ? withEarlyForms(page, styleIds, locale) : page;
}

/**
 * A page the content could not be read for is built as the browser would first render it
 * (loading states), so one failing read never fails the deploy.
 */
async function writePage(path: string, client: DataClient | undefined): Promise<void> {
  let page: string;
  try {
    page = await renderPage(path, { client });
  } catch (error) {
    if (!client) throw error;
    console.warn(`warning: ${path} is built without content:`, error);
    page = await renderPage(path);
  }
  const file = outputFile(path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page);
}

/**
 * Renamed posts and projects: their old addresses answer 301 with the current one, from the
 * host's `_redirects` (first rules win, so they go before the fallbacks the build wrote).
 */
async function writeMovedPageRules(client: DataClient): Promise<void> {
  const rules = await movedPageRules(client);
  if (rules.length === 0) return;
  const file = join(dist, '_redirects');
  writeFileSync(file, `${rules.join('\n')}\n${readFileSync(file, 'utf8')}`);
  console.log(`wrote ${rules.length} permanent redirects of renamed pages -> dist/_redirects`);
}

const source = await openContentSource(backend);
let pagePaths: readonly string[] = [];
try {
  const client = source ? contentClient(source.url, source.publishableKey) : undefined;
  const contentPages = client ? await contentPaths(client) : [];
  pagePaths = [...inEveryLocale(prerenderPaths), ...contentPages];
  for (const path of pagePaths) await writePage(path, client);
  if (client) await writeMovedPageRules(client);
  console.log(
    `prerendered ${prerenderPaths.length} routes in every language and ${contentPages.length} project and post pages${source ? ` with content from ${source.url}` : ' without content'}`,
  );
} finally {
  await source?.close();
}

// A post or project published after the build has no page of its own until the next deploy:
// the host serves its language's app shell (see the _redirects rules), the post page in its
// loading state, so header, footer and the loading indicator paint at once and the page fills in
// once that language's app has loaded. Its head tags (canonical, title) belong to no real post,
// so they stay out.
const anyPostId = '00000000-0000-4000-8000-000000000000';
for (const path of inEveryLocale([`/resources/blog/${anyPostId}`])) {
  // The browser renders over it rather than hydrating it (data-client-render): its markup was
  // made for another id, and a malformed id renders "not found" straight away.
  // Nothing on it is worth holding a click for: it is rendered over, not hydrated.
  const postShell = await renderPage(path, { withHead: false, hydrates: false });
  const locale = /<html lang="([^"]+)">/.exec(postShell)?.[1] ?? defaultLocale;
  const file = join(dist, locale === defaultLocale ? '' : locale, 'app-shell.html');
  writeFileSync(file, postShell.replace('<div id="root">', '<div id="root" data-client-render>'));
  console.log(`prerendered the blog post loading state -> ${file}`);
}

// Every page written above but the 404 page: the routes and each project and published post.
const sitemapPaths = pagePaths.filter((path) => !path.endsWith('/404'));
writeFileSync(join(dist, 'sitemap.xml'), sitemapXml(siteUrl, sitemapPaths));
writeFileSync(join(dist, 'robots.txt'), robotsTxt(siteUrl));
console.log(`wrote sitemap.xml (${sitemapPaths.length} pages) and robots.txt for ${siteUrl}`);

rmSync(join(root, 'dist-ssr'), { recursive: true, force: true });
// The home page's template, now written into the home page in each language.
rmSync(join(dist, 'home.html'), { force: true });
removeLocaleBuilds(root);
