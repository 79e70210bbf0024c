import type { DashboardFigure, DashboardStats } from '@inzira/shared-data/dashboard';
import type { TrendDirection } from '@inzira/shared-ui/stat-card';

export interface StatFigure {
  label: string;
  value: string;
  trend: string;
  trendDirection: TrendDirection;
  /** The list behind the figure, filtered to what it counts. */
  to: string;
}

/** Below this many, a percentage says more about the small base than about the change. */
const MIN_BASE_FOR_PERCENT = 10;
/** Beyond this, a percentage is no longer a useful trend ("+1000%"); the change is shown. */
const MAX_PERCENT = 200;

const signed = (value: number, digits: number) => `${value > 0 ? '+' : ''}${value.toFixed(digits)}`;

/**
 * The figure now against the same figure 30 days ago (like with like). A percentage only on a
 * base large enough to carry one and when it stays readable; otherwise the plain difference.
 */
export function trendOf(
  figure: DashboardFigure,
  digits = 0,
): Pick<StatFigure, 'trend' | 'trendDirection'> {
  const previous = figure.previous ?? 0;
  const change = Number((figure.value - previous).toFixed(digits));
  if (change === 0) return { trend: 'No change from 30 days ago', trendDirection: 'flat' };
  const direction = change > 0 ? 'up' : 'down';
  const percent = figure.changePercent === null ? null : Math.round(figure.changePercent);
  if (
    percent !== null &&
    percent !== 0 &&
    Math.abs(previous) >= MIN_BASE_FOR_PERCENT &&
    Math.abs(percent) <= MAX_PERCENT
  )
    return {
      trend: `${percent > 0 ? '+' : ''}${percent}% from 30 days ago`,
      trendDirection: direction,
    };
  return { trend: `${signed(change, digits)} since 30 days ago`, trendDirection: direction };
}

/** The four cards, from live figures, each linked to its filtered list. */
export function statFigures(
  stats: DashboardStats,
  urls: {
    professionals: string;
    bookings: string;
    testimonials: string;
    services: string;
    projects: string;
  },
): StatFigure[] {
  return [
    {
      label: 'Total Professionals',
      value: String(stats.totalProfessionals.value),
      ...trendOf(stats.totalProfessionals),
      to: urls.professionals,
    },
    {
      label: 'Active Bookings',
      value: String(stats.activeBookings.value),
      ...trendOf(stats.activeBookings),
      to: `${urls.bookings}?status=pending,confirmed`,
    },
    {
      label: 'Customer Rating',
      value: `${stats.averageRating.value.toFixed(1)} out of 5`,
      ...trendOf(stats.averageRating, 1),
      to:
        stats.averageRating.source === 'services'
          ? `${urls.services}?sort=satisfaction&dir=desc`
          : `${urls.testimonials}?sort=rating&dir=desc`,
    },
    {
      label: 'Completed Projects',
      value: String(stats.completedProjects.value),
      ...trendOf(stats.completedProjects),
      to: `${urls.projects}?sort=completed_date&dir=desc`,
    },
  ];
}
