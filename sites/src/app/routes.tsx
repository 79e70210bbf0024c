import { ErrorScreen } from '@inzira/shared-ui/error-screen';
import type { RouteObject } from 'react-router-dom';
import { NotFoundRoute } from '../pages/not-found-route';
import { RootLayout } from './root-layout';

/** One route table for the browser router and the build-time prerenderer. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    children: [
      {
        index: true,
        lazy: () => import('../pages/home-page').then((m) => ({ Component: m.HomePage })),
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

/** Public routes written to static HTML at build time; `404` becomes `404.html`. */
export const prerenderPaths = ['/', '/404'] as const;
