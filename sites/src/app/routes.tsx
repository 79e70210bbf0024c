import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundRoute } from '../pages/not-found-route';
import { RootLayout } from './root-layout';

// Each page is its own chunk. Declarative routes (not the data router) keep ~16 KB gzip of
// router code off a visitor's phone; the prerenderer waits for these lazy pages to resolve.
const HomePage = lazy(() => import('../pages/home-page').then((m) => ({ default: m.HomePage })));

/** One route table for the browser and the build-time prerenderer. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}

/** Public routes written to static HTML at build time; `/404` becomes `404.html`. */
export const prerenderPaths = ['/', '/404'] as const;
