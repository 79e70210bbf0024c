export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: () => ['dashboard', 'stats'] as const,
  recentActivity: (maxRows: number) => ['dashboard', 'recent-activity', maxRows] as const,
  charts: (rangeFrom: string, rangeTo: string) =>
    ['dashboard', 'charts', rangeFrom, rangeTo] as const,
};
