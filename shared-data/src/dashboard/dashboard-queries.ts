import { useSupabase, type DataClient } from '../client';
import type { Database, Json } from '@inzira/contract/database.types.ts';
import { unwrap } from '../errors';
import { dashboardKeys } from './keys';
import { useQuery } from '../swr';

/** One card: the value now, 30 days ago and the change in percent (null: nothing to compare). */
export interface DashboardFigure {
  value: number;
  previous: number | null;
  changePercent: number | null;
}

export interface DashboardStats {
  totalProfessionals: DashboardFigure;
  activeBookings: DashboardFigure;
  /** From testimonial ratings, or services' satisfaction when no testimonial is rated. */
  averageRating: DashboardFigure & { source: 'testimonials' | 'services' };
  completedProjects: DashboardFigure;
}

export type RecentActivity =
  Database['public']['Functions']['admin_recent_activity']['Returns'][number];

const isObject = (value: Json | undefined): value is { [key: string]: Json | undefined } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const numberOrNull = (value: Json | undefined): number | null => {
  if (value === null || value === undefined) return null;
  const number =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  if (Number.isNaN(number)) throw new Error('The dashboard figures have an unexpected shape.');
  return number;
};

function figure(value: Json | undefined): DashboardFigure {
  if (!isObject(value)) throw new Error('The dashboard figures have an unexpected shape.');
  return {
    value: numberOrNull(value.value) ?? 0,
    previous: numberOrNull(value.previous),
    changePercent: numberOrNull(value.change_percent),
  };
}

/** Checks the function's JSON so the cards never render from a shape they do not expect. */
export function parseDashboardStats(json: Json): DashboardStats {
  if (!isObject(json)) throw new Error('The dashboard figures have an unexpected shape.');
  const rating = json.average_rating;
  const source = isObject(rating) && rating.source === 'services' ? 'services' : 'testimonials';
  return {
    totalProfessionals: figure(json.total_professionals),
    activeBookings: figure(json.active_bookings),
    averageRating: { ...figure(rating), source },
    completedProjects: figure(json.completed_projects),
  };
}

export async function getDashboardStats(client: DataClient): Promise<DashboardStats> {
  return parseDashboardStats(unwrap(await client.rpc('admin_dashboard_stats')));
}

/** The newest submissions of every kind, newest first. */
export async function getRecentActivity(
  client: DataClient,
  maxRows = 10,
): Promise<RecentActivity[]> {
  return unwrap(await client.rpc('admin_recent_activity', { max_rows: maxRows }));
}

export function useDashboardStats() {
  const client = useSupabase();
  return useQuery(dashboardKeys.stats(), () => getDashboardStats(client));
}

export function useRecentActivity(maxRows = 10) {
  const client = useSupabase();
  return useQuery(dashboardKeys.recentActivity(maxRows), ([, , rows]) =>
    getRecentActivity(client, rows),
  );
}
