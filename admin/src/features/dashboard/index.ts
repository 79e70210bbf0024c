export { RecentActivity } from './recent-activity';
export { StatCards } from './stat-cards';
