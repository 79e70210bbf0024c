import type { ComponentType } from 'react';
import type { ScreenId } from '../config/admin-screens';
import type * as EntityPages from '../pages/entity-pages';

type PageLoader = () => Promise<ComponentType>;

// Every list page is in one chunk: they share the list screen and differ only in their configs.
const list =
  (name: keyof typeof EntityPages): PageLoader =>
  () =>
    import('../pages/entity-pages').then((m) => m[name]);

/** The page of each screen; the type makes sure every screen has exactly one. */
export const screenPages: Record<ScreenId, PageLoader> = {
  dashboard: () => import('../pages/dashboard-page').then((m) => m.DashboardPage),
  bookings: list('BookingsPage'),
  consultations: list('ConsultationsPage'),
  partnerApplications: list('PartnerApplicationsPage'),
  enrollments: list('EnrollmentsPage'),
  professionals: list('ProfessionalsPage'),
  services: list('ServicesPage'),
  projects: list('ProjectsPage'),
  testimonials: list('TestimonialsPage'),
  blogs: list('BlogsPage'),
  events: list('EventsPage'),
  participants: list('ParticipantsPage'),
  settings: () => import('../pages/settings-page').then((m) => m.SettingsPage),
};
