import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/app-providers';
import { createEmotionCache } from './app/emotion-cache';
import { AppRoutes } from './app/routes';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

const app = (
  <StrictMode>
    <AppProviders cache={createEmotionCache()}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

// Prerendered pages hydrate (React keeps the server HTML of a lazy page until its chunk
// arrives); the app shell of blog posts only paints a loading page and is rendered over.
if (container.hasChildNodes() && !('clientRender' in container.dataset)) {
  hydrateRoot(container, app);
} else {
  createRoot(container).render(app);
}
