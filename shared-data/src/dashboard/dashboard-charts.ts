import type { Json } from '@inzira/contract/database.types.ts';
import { useSupabase, type DataClient } from '../client';
import { unwrap } from '../errors';
import { NEEDS_ACTION_INBOXES, type NeedsActionInbox } from '../leads/needs-action';
import { useQuery } from '../swr';
import { dashboardKeys } from './keys';

// The four charts' figures, computed in the database (`admin_dashboard_charts`, docs/leads.md,
// "Dashboard") and checked here so the charts never draw from a shape they do not expect.

/** The kinds of lead the charts count: the inboxes whose leads wait for the team. */
export const CHART_KINDS = NEEDS_ACTION_INBOXES;
export type ChartKind = NeedsActionInbox;

export type WeekOfLeads = { week: string } & Record<ChartKind, number>;

export interface KindFigures {
  kind: ChartKind;
  leads: number;
  won: number;
  /** Leads a team member has acted on. */
  acted: number;
  /** Null when no lead of the range was acted on. */
  medianSecondsToFirstAction: number | null;
}

export interface DashboardCharts {
  weeks: WeekOfLeads[];
  kinds: KindFigures[];
  consultationDays: { day: string; consultations: number }[];
}

const shapeError = () => new Error('The dashboard charts have an unexpected shape.');

type JsonObject = { [key: string]: Json | undefined };
const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function objects(value: Json | undefined): JsonObject[] {
  if (!Array.isArray(value)) throw shapeError();
  return value.map((item) => {
    if (!isObject(item)) throw shapeError();
    return item;
  });
}

function count(value: Json | undefined): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) throw shapeError();
  return value;
}

function text(value: Json | undefined): string {
  if (typeof value !== 'string') throw shapeError();
  return value;
}

const isKind = (value: Json | undefined): value is ChartKind =>
  CHART_KINDS.some((kind) => kind === value);

export function parseDashboardCharts(json: Json): DashboardCharts {
  if (!isObject(json)) throw shapeError();
  return {
    weeks: objects(json.weeks).map((week) => ({
      week: text(week.week),
      bookings: count(week.bookings),
      consultations: count(week.consultations),
      partner_applications: count(week.partner_applications),
      enrollments: count(week.enrollments),
    })),
    kinds: objects(json.kinds).map((figures) => {
      if (!isKind(figures.kind)) throw shapeError();
      const median = figures.median_seconds_to_first_action;
      return {
        kind: figures.kind,
        leads: count(figures.leads),
        won: count(figures.won),
        acted: count(figures.acted),
        medianSecondsToFirstAction: median === null ? null : count(median),
      };
    }),
    consultationDays: objects(json.consultation_days).map((day) => ({
      day: text(day.day),
      consultations: count(day.consultations),
    })),
  };
}

export async function getDashboardCharts(
  client: DataClient,
  rangeFrom: string,
  rangeTo: string,
): Promise<DashboardCharts> {
  return parseDashboardCharts(
    unwrap(
      await client.rpc('admin_dashboard_charts', { range_from: rangeFrom, range_to: rangeTo }),
    ),
  );
}

/** The charts of [rangeFrom, rangeTo); null skips the query (an invalid custom range). */
export function useDashboardCharts(range: { rangeFrom: string; rangeTo: string } | null) {
  const client = useSupabase();
  return useQuery(
    range ? dashboardKeys.charts(range.rangeFrom, range.rangeTo) : null,
    ([, , rangeFrom, rangeTo]) => getDashboardCharts(client, rangeFrom, rangeTo),
  );
}
