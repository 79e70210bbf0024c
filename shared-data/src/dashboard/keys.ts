export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: () => ['dashboard', 'stats'] as const,
  recentActivity: (maxRows: number) => ['dashboard', 'recent-activity', maxRows] as const,
};
