import { ADMIN_SCREENS, type ScreenId } from '../config/admin-screens';
import type { PageLoader } from '../common/admin-list/list-page';

type PageScreenId = {
  [Id in ScreenId]: (typeof ADMIN_SCREENS)[Id]['kind'] extends 'page' ? Id : never;
}[ScreenId];

/** The screens that are not lists; the type makes sure each has exactly one page. */
const pages: Record<PageScreenId, PageLoader> = {
  dashboard: () => import('../pages/dashboard-page').then((m) => m.DashboardPage),
  agenda: () => import('../pages/agenda-page').then((m) => m.AgendaPage),
  settings: () => import('../pages/settings-page').then((m) => m.SettingsPage),
  auditLog: () => import('../pages/audit-log-page').then((m) => m.AuditLogPage),
};

const isPageScreen = (id: ScreenId): id is PageScreenId => id in pages;

/** A screen's page: a list's comes from the registry (its config), any other's from above. */
export function screenPage(id: ScreenId): PageLoader {
  if (isPageScreen(id)) return pages[id];
  // Every other screen is a list, and a list brings its page.
  return ADMIN_SCREENS[id].page;
}
