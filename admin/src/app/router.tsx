import { ErrorScreen } from '@inzira/shared-ui/error-screen';
import { NotFoundPage } from '@inzira/shared-ui/not-found';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { RequireAdmin } from '../features/auth/require-admin';
import { AdminLayout } from './admin-layout';

const toLogin = <Navigate to={paths.login} replace />;

export const routes: RouteObject[] = [
  {
    errorElement: <ErrorScreen />,
    children: [
      // The original sends /, /admin and /auth to the sign-in screen; a signed-in admin is
      // forwarded from there to the dashboard.
      { index: true, element: toLogin },
      { path: 'auth', element: toLogin },
      {
        path: paths.login,
        lazy: () => import('../pages/login-page').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: 'admin',
        children: [
          { index: true, element: toLogin },
          {
            element: (
              <RequireAdmin>
                <AdminLayout />
              </RequireAdmin>
            ),
            children: [
              {
                path: 'dashboard',
                lazy: () =>
                  import('../pages/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
              },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
