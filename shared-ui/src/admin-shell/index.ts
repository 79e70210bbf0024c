export { AdminShell } from './admin-shell';
export type { AdminShellProps } from './admin-shell';
export { adminNavItems } from './admin-nav-items';
export type { AdminNavItem } from './admin-nav-items';
