import { ErrorScreen } from '@inzira/shared-ui/error-screen';
import { NotFoundPage } from '@inzira/shared-ui/not-found';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RootLayout } from './root-layout';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    children: [
      {
        index: true,
        lazy: () => import('../pages/home-page').then((m) => ({ Component: m.HomePage })),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
