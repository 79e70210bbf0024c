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
export {
  CHART_KINDS,
  getDashboardCharts,
  parseDashboardCharts,
  useDashboardCharts,
  type ChartKind,
  type DashboardCharts,
  type KindFigures,
  type WeekOfLeads,
} from './dashboard-charts';
export {
  MAX_RANGE_DAYS,
  RANGE_CHOICES,
  resolveChartRange,
  type ChartRange,
  type RangeChoice,
  type RangeResult,
} from './chart-range';
