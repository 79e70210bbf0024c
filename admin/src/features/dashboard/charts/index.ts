export { DashboardCharts } from './dashboard-charts';
