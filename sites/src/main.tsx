import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/app-providers';
import { createEmotionCache } from './app/emotion-cache';
import { routes } from './app/routes';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

// A prerendered page must hydrate with the same markup, so the current route's lazy module
// is loaded before React takes over instead of rendering a fallback first.
const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
await Promise.all(
  lazyMatches.map(async ({ route }) => {
    if (typeof route.lazy !== 'function') return;
    const loaded = await route.lazy();
    Object.assign(route, { ...loaded, lazy: undefined });
  }),
);

const app = (
  <StrictMode>
    <AppProviders cache={createEmotionCache()}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </AppProviders>
  </StrictMode>
);

if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
