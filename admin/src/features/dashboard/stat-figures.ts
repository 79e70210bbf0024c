import type { DashboardFigure, DashboardStats } from '@inzira/shared-data/dashboard';
import type { TrendDirection } from '@inzira/shared-ui/stat-card';

export interface StatFigure {
  label: string;
  value: string;
  trend: string;
  trendDirection: TrendDirection;
}

function trendOf(figure: DashboardFigure): Pick<StatFigure, 'trend' | 'trendDirection'> {
  if (figure.changePercent === null)
    return { trend: 'New in the last 30 days', trendDirection: 'flat' };
  const rounded = Math.round(figure.changePercent);
  if (rounded === 0) return { trend: 'No change from 30 days ago', trendDirection: 'flat' };
  return {
    trend: `${rounded > 0 ? '+' : ''}${rounded}% from 30 days ago`,
    trendDirection: rounded > 0 ? 'up' : 'down',
  };
}

/** The dashboard's four cards, from live figures (docs/product-decisions.md, decision 14). */
export function statFigures(stats: DashboardStats): StatFigure[] {
  return [
    {
      label: 'Total Professionals',
      value: String(stats.totalProfessionals.value),
      ...trendOf(stats.totalProfessionals),
    },
    {
      label: 'Active Bookings',
      value: String(stats.activeBookings.value),
      ...trendOf(stats.activeBookings),
    },
    {
      label: 'Customer Rating',
      value: `${stats.averageRating.value.toFixed(1)} out of 5`,
      ...trendOf(stats.averageRating),
    },
    {
      label: 'Completed Projects',
      value: String(stats.completedProjects.value),
      ...trendOf(stats.completedProjects),
    },
  ];
}
