/**
 * Build-time renderer (never shipped to browsers): renders one public route to HTML with
 * the critical CSS it needs, for scripts/prerender.ts.
 */
import createEmotionServer from '@emotion/server/create-instance';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AppProviders } from './app/app-providers';
import { createEmotionCache } from './app/emotion-cache';
import { AppRoutes } from './app/routes';
import { env } from './config/env';

export { loadProjectPages, type PrerenderPage } from './app/project-pages';
export { prerenderPaths, publicPaths } from './app/public-paths';

/** The backend the build was configured with, for reading published content at build time. */
export const backend = { url: env.supabaseUrl, anonKey: env.supabaseAnonKey };

/** The public origin the build was configured with (VITE_SITE_URL), for sitemap.xml and robots.txt. */
export const siteUrl = env.siteUrl;

/** Where the build asks for the published posts' slugs (sitemap.xml). */
export const postsSource = { url: env.supabaseUrl, anonKey: env.supabaseAnonKey };

export interface RenderedPage {
  html: string;
  styles: string;
}

/** Renders `path`; `fallback` is data its hooks start from (SWR fallback), e.g. a project. */
export async function render(
  path: string,
  fallback: Record<string, unknown> = {},
): Promise<RenderedPage> {
  const cache = createEmotionCache();
  // Collect every rule for the <head> instead of inlining <style> tags next to elements.
  cache.compat = true;
  // prerender (unlike renderToString) waits for lazy pages and Suspense to resolve.
  const { prelude } = await prerender(
    <AppProviders cache={cache}>
      <SWRConfig value={{ fallback }}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </SWRConfig>
    </AppProviders>,
    // React outlines boundaries above this size behind inline <script>s, which the site's CSP
    // (script-src 'self') blocks; every boundary is complete here, so keep them all inline.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  const emotion = createEmotionServer(cache);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, styles };
}
