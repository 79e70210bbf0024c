import { ErrorScreen } from '@inzira/shared-ui/error-screen';
import { NotFoundPage } from '@inzira/shared-ui/not-found';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { ADMIN_SCREENS, firstScreenFor, SCREEN_IDS, screenArea } from '../config/admin-screens';
import { paths } from '../config/paths';
import { RequireAdmin, RequireArea } from '../features/auth';
import { screenPage } from './screen-pages';

const toLogin = <Navigate to={paths.login} replace />;

export const routes: RouteObject[] = [
  {
    errorElement: <ErrorScreen />,
    children: [
      // /, /admin and /auth send a signed-out visitor to the sign-in screen; a signed-in admin is
      // forwarded from there to the dashboard.
      { index: true, element: toLogin },
      { path: 'auth', element: toLogin },
      {
        path: paths.login,
        lazy: () => import('../pages/login-page').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: paths.forgotPassword,
        lazy: () =>
          import('../pages/forgot-password-page').then((m) => ({
            Component: m.ForgotPasswordPage,
          })),
      },
      {
        path: paths.resetPassword,
        lazy: () =>
          import('../pages/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
      },
      {
        path: 'admin',
        children: [
          { index: true, element: toLogin },
          {
            // Loaded once the sign-in page is on screen, not with it: the sign-in page needs none
            // of the shell (docs/performance.md, "Admin").
            lazy: () =>
              import('./admin-layout').then(({ AdminLayout }) => ({
                element: (
                  <RequireAdmin>
                    <AdminLayout />
                  </RequireAdmin>
                ),
              })),
            children: [
              // Every screen of the registry, at its path, with its page loaded on demand, for
              // the roles that may open it (the dashboard sends others to their first screen).
              ...SCREEN_IDS.map((id): RouteObject => ({
                path: ADMIN_SCREENS[id].path,
                element: (
                  <RequireArea
                    area={screenArea(ADMIN_SCREENS[id])}
                    elsewhere={id === 'dashboard' ? firstScreenFor : undefined}
                  >
                    <Outlet />
                  </RequireArea>
                ),
                children: [
                  {
                    index: true,
                    lazy: () => screenPage(id)().then((Component) => ({ Component })),
                  },
                ],
              })),
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
