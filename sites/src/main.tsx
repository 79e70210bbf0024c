import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AppProviders } from './app/app-providers';
import { createEmotionCache } from './app/emotion-cache';
import { readFallback } from './app/swr-fallback';
import { AppRoutes, preloadPage } from './app/routes';
import { localeOfPath, localePrefix } from './i18n/locale-paths';
import { setSiteLocale } from './i18n/site-locale';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

// The page's language is its address's prefix; the router runs below it (docs/languages.md).
const locale = localeOfPath(window.location.pathname);
setSiteLocale(locale);

const app = (
  <StrictMode>
    <AppProviders cache={createEmotionCache()}>
      <SWRConfig value={{ fallback: readFallback() }}>
        <BrowserRouter basename={localePrefix(locale)}>
          <AppRoutes />
        </BrowserRouter>
      </SWRConfig>
    </AppProviders>
  </StrictMode>
);

/** Hydrates the prerendered page once its own code has loaded. */
async function hydratePage(root: HTMLElement) {
  // A task of its own (not the one evaluating the app's modules) requests the page's code; the
  // page's modules import this one, so this is not a top-level await.
  await new Promise((resolve) => setTimeout(resolve));
  // A page whose code fails to load still hydrates: React shows its server HTML and tries again.
  await preloadPage(window.location.pathname, localePrefix(locale)).catch(() => undefined);
  // In a transition, React hydrates in slices and yields to the browser between them instead
  // of hydrating the page's shell in one long task (docs/performance.md, "Less work before
  // interaction"); the prerendered HTML is on screen meanwhile.
  startTransition(() => {
    hydrateRoot(root, app);
  });
}

// Prerendered pages hydrate; the app shell of blog posts only paints a loading page and is
// rendered over.
if (container.hasChildNodes() && !('clientRender' in container.dataset)) {
  void hydratePage(container);
} else {
  createRoot(container).render(app);
}
