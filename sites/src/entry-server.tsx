/**
 * Build-time renderer (never shipped to browsers): renders one public route to HTML with
 * the critical CSS it needs, for scripts/prerender.ts.
 */
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './app/app-providers';
import { createEmotionCache } from './app/emotion-cache';
import { routes } from './app/routes';

export interface RenderedPage {
  html: string;
  styles: string;
}

export async function render(url: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} redirected while prerendering.`);

  const cache = createEmotionCache();
  // Collect every rule for the <head> instead of inlining <style> tags next to elements.
  cache.compat = true;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProviders cache={cache}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const emotion = createEmotionServer(cache);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, styles };
}

export { prerenderPaths } from './app/routes';
