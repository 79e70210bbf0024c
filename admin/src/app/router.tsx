import { ErrorScreen } from '@inzira/shared-ui/error-screen';
import { NotFoundPage } from '@inzira/shared-ui/not-found';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { RequireAdmin } from '../features/auth';
import { AdminLayout } from './admin-layout';

// Every list page is in one chunk: they share the list screen and differ only in their configs.
const entityPages = () => import('../pages/entity-pages');

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
              {
                path: 'professionals',
                lazy: () => entityPages().then((m) => ({ Component: m.ProfessionalsPage })),
              },
              {
                path: 'bookings',
                lazy: () => entityPages().then((m) => ({ Component: m.BookingsPage })),
              },
              {
                path: 'services',
                lazy: () => entityPages().then((m) => ({ Component: m.ServicesPage })),
              },
              {
                path: 'projects',
                lazy: () => entityPages().then((m) => ({ Component: m.ProjectsPage })),
              },
              {
                path: 'testimonials',
                lazy: () => entityPages().then((m) => ({ Component: m.TestimonialsPage })),
              },
              {
                path: 'blogs',
                lazy: () => entityPages().then((m) => ({ Component: m.BlogsPage })),
              },
              {
                path: 'events',
                lazy: () => entityPages().then((m) => ({ Component: m.EventsPage })),
              },
              {
                path: 'participants',
                lazy: () => entityPages().then((m) => ({ Component: m.ParticipantsPage })),
              },
              {
                path: 'consultations',
                lazy: () => entityPages().then((m) => ({ Component: m.ConsultationsPage })),
              },
              {
                path: 'partner-applications',
                lazy: () => entityPages().then((m) => ({ Component: m.PartnerApplicationsPage })),
              },
              {
                path: 'enrollments',
                lazy: () => entityPages().then((m) => ({ Component: m.EnrollmentsPage })),
              },
              {
                path: 'settings',
                lazy: () =>
                  import('../pages/settings-page').then((m) => ({ Component: m.SettingsPage })),
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
