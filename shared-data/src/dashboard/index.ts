export { dashboardKeys } from './keys';
export {
  getDashboardStats,
  getRecentActivity,
  parseDashboardStats,
  useDashboardStats,
  useRecentActivity,
  type DashboardFigure,
  type DashboardStats,
  type RecentActivity,
} from './dashboard-queries';
