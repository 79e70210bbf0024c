export { StatCard } from './stat-card';
export type { StatCardProps, TrendDirection } from './stat-card';
