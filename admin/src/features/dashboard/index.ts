export { RecentActivity } from './recent-activity';
export { StatCards } from './stat-cards';
export { NeedsAction } from './needs-action';
export { DashboardCharts } from './charts';
