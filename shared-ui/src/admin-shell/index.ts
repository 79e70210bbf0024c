export { AdminShell } from './admin-shell';
export type { AdminNavItem, AdminShellProps } from './admin-shell';
