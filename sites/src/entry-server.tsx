/**
 * Build-time renderer (never shipped to browsers): renders one public route to HTML with
 * the critical CSS it needs and the published content it shows, for scripts/prerender.ts.
 */
import createEmotionServer from '@emotion/server/create-instance';
import { createPublicClient, type DataClient } from '@inzira/shared-data/client';
import { recordLoads, type RecordedLoads } from '@inzira/shared-data/swr';
import { isLocale, type Locale } from '@inzira/contract/locales.ts';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AppProviders } from './app/app-providers';
import { createEmotionCache, emotionIdsAttribute } from './app/emotion-cache';
import { AppRoutes, pageModule } from './app/routes';
import { EarlyForm, earlyForms, type EarlyFormName } from './app/early-forms';
import { env } from './config/env';
import { localeOfPath, localePrefix } from './i18n/locale-paths';
import { setSiteLocale } from './i18n/site-locale';

export { contentPaths, movedPageRules } from './app/content-paths';
export { prerenderPaths } from './app/public-paths';
export { earlyFormTexts } from './common/early-form/early-form-texts';
export { consultationFormAttribute } from './features/consultation';
export { inEveryLocale } from './i18n/locale-paths';

/** The backend the build was configured with, for reading published content at build time. */
export const backend = { url: env.supabaseUrl, publishableKey: env.supabasePublishableKey };

/** The public origin the build was configured with (VITE_SITE_URL), for sitemap.xml and robots.txt. */
export const siteUrl = env.siteUrl;

/** A visitor's client (anon key) of the backend the build reads content from. */
export const contentClient = (url: string, publishableKey: string): DataClient =>
  createPublicClient({ url, publishableKey });

export interface RenderedPage {
  html: string;
  /** The page's language, for `<html lang>`. */
  locale: Locale;
  styles: string;
  /** The Emotion ids whose rules `styles` holds. */
  styleIds: string[];
  /** The data the page was rendered with, keyed as its hooks ask (SWR fallback). */
  fallback: Record<string, unknown>;
  /** The lazy page's module (the build manifest's key), if the route renders one. */
  pageModule: string | undefined;
}

/** Renders `path` once, starting its hooks from `fallback`; notes the loads it asked for. */
async function renderOnce(
  path: string,
  fallback: Record<string, unknown>,
  client: DataClient | undefined,
  loads: RecordedLoads,
) {
  const cache = createEmotionCache();
  // Collect every rule for the <head> instead of inlining <style> tags next to elements.
  cache.compat = true;
  // prerender (unlike renderToString) waits for lazy pages and Suspense to resolve.
  const { prelude } = await prerender(
    <AppProviders cache={cache} client={client} use={[recordLoads(loads)]}>
      <SWRConfig value={{ fallback }}>
        <StaticRouter location={path} basename={localePrefix(localeOfPath(path))}>
          <AppRoutes />
        </StaticRouter>
      </SWRConfig>
    </AppProviders>,
    // React outlines boundaries above this size behind inline <script>s, which the site's CSP
    // (script-src 'self') blocks; every boundary is complete here, so keep them all inline.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  const critical = withComposedStyles(
    createEmotionServer(cache).extractCriticalToChunks(html),
    cache,
  );
  return {
    html,
    styles: styleTags(critical, cache.key),
    styleIds: critical.styles.flatMap((chunk) => chunk.ids),
  };
}

type EmotionCache = ReturnType<typeof createEmotionCache>;
type CriticalChunks = ReturnType<ReturnType<typeof createEmotionServer>['extractCriticalToChunks']>;

/**
 * The critical styles and also the page's composed ones. A styled component that wraps another
 * (MUI's AppBar wraps Paper, Button wraps ButtonBase) makes a class of its own styles that the
 * inner one merges into the class the element gets, so no element carries it and Emotion's
 * extraction leaves it out. The browser then computed and inserted every such class again while
 * it hydrated (76 rules on /contact: header, footer, buttons, form fields), in the commit,
 * which React cannot slice (docs/performance.md, "Less work before interaction"). Written with
 * the others, they are known to the browser's cache from the start.
 */
function withComposedStyles(critical: CriticalChunks, cache: EmotionCache): CriticalChunks {
  const regular = critical.styles.find((chunk) => chunk.key === cache.key);
  if (!regular) return critical;
  const present = new Set(regular.ids);
  const composed = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] =>
      !present.has(entry[0]) &&
      typeof entry[1] === 'string' &&
      cache.registered[`${cache.key}-${entry[0]}`] !== undefined,
  );
  const chunk = {
    ...regular,
    ids: [...regular.ids, ...composed.map(([id]) => id)],
    css: regular.css + composed.map(([, css]) => css).join(''),
  };
  return { ...critical, styles: critical.styles.map((c) => (c === regular ? chunk : c)) };
}

/**
 * The page's `<style>` tags. The page's own rules go under an attribute of the app's
 * (`data-emotion-ids`), which the browser's cache reads into the ids it has (emotion-cache.ts).
 * Under Emotion's `data-emotion="css …"`, the tags were moved to the end of `<head>` three times
 * as the app started (by Emotion's default cache, its hydration, then the app's cache), each
 * move a style change for the browser, in the tasks that evaluate the app's libraries
 * (docs/performance.md, "Style tags left where they are"). The global rules keep Emotion's
 * attribute, by which its `<Global>` adopts them, marked as already in place (`data-s`).
 */
function styleTags(critical: CriticalChunks, key: string): string {
  return critical.styles
    .map(({ key: chunkKey, ids, css }) =>
      chunkKey === key
        ? `<style ${emotionIdsAttribute}="${ids.join(' ')}">${css}</style>`
        : `<style data-emotion="${chunkKey} ${ids.join(' ')}" data-s="">${css}</style>`,
    )
    .join('');
}

/**
 * Renders `path` with the content it shows. SWR never fetches on the server, so the page is
 * rendered, the loads it asked for are fetched with the hooks' own fetchers (through `client`,
 * the anon key), and it is rendered again with them as fallback, until it asks for nothing new
 * (a load may depend on another's data). Without a client the page renders its loading states,
 * as the browser would before the data arrives.
 */
export async function render(path: string, client?: DataClient): Promise<RenderedPage> {
  // Pages render one after another, each in the language of its prefix (docs/languages.md).
  const locale = localeOfPath(path);
  setSiteLocale(locale);
  const fallback: Record<string, unknown> = {};
  for (let round = 0; ; round++) {
    const loads: RecordedLoads = new Map();
    const page = await renderOnce(path, fallback, client, loads);
    const missing = [...loads].filter(([key]) => !(key in fallback));
    if (!client || missing.length === 0 || round === 3) {
      return { ...page, fallback, locale, pageModule: pageModule(path, localePrefix(locale)) };
    }
    const loaded = await Promise.all(missing.map(async ([key, load]) => [key, await load()]));
    Object.assign(fallback, Object.fromEntries(loaded));
  }
}

/** The forms a prerendered page can show before its app has started (docs/performance.md). */
export const earlyFormNames: readonly string[] = Object.keys(earlyForms);

const isEarlyForm = (name: string): name is EarlyFormName => name in earlyForms;

/**
 * A form's dialog as the app renders it when it opens, for the copy a prerendered page shows
 * before its app has started, with the CSS rules its markup needs by Emotion id (not the page's
 * global styles, which the page has already), so a page can leave out the rules it has. Ids are
 * prefixed so they never clash with the page's own.
 */
export async function renderEarlyForm(
  name: string,
  locale: string,
): Promise<{ html: string; rules: Array<[id: string, css: string]> }> {
  if (!isEarlyForm(name)) throw new Error(`No early form is named ${name}.`);
  if (!isLocale(locale)) throw new Error(`No language is named ${locale}.`);
  // In the language of the pages that will hold it (render() sets it again for each page).
  setSiteLocale(locale);
  const cache = createEmotionCache();
  cache.compat = true;
  const { prelude } = await prerender(
    <AppProviders cache={cache}>
      <EarlyForm form={name} />
    </AppProviders>,
    { identifierPrefix: `early-${name}-`, progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  const { styles } = createEmotionServer(cache).extractCriticalToChunks(html);
  const rules = styles
    .filter((chunk) => !chunk.key.endsWith('-global'))
    .flatMap((chunk) => chunk.ids)
    .flatMap((id): Array<[string, string]> => {
      const css = cache.inserted[id];
      return typeof css === 'string' ? [[id, css]] : [];
    });
  return { html, rules };
}
