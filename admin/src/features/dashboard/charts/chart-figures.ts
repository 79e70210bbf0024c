import type { ChartKind, ChartRange, DashboardCharts } from '@inzira/shared-data/dashboard';
import { format, parse } from 'date-fns';
import { formatNumber } from '../../../common/admin-list/format';
import type { ChartCardProps, ChartLink } from './chart-card';

// What each chart card shows, from the database's figures (docs/leads.md, "Dashboard"). Pure,
// so the summaries, tables and links are tested without drawing anything.

export const KIND_LABELS: Record<ChartKind, string> = {
  bookings: 'Bookings',
  consultations: 'Consultations',
  partner_applications: 'Partner applications',
  enrollments: 'Enrollments',
};

/** The statuses that count as won, as the list's status filter spells them. */
const WON_STATUSES: Record<ChartKind, string> = {
  bookings: 'confirmed,completed',
  consultations: 'confirmed,completed',
  partner_applications: 'accepted',
  enrollments: 'paid',
};

const dayLabel = (day: string) => format(parse(day, 'yyyy-MM-dd', new Date()), 'd MMM');
const longDay = (day: string) => format(parse(day, 'yyyy-MM-dd', new Date()), 'd MMM yyyy');

/** "45 min", "5 h 20 min", "2 d 3 h". */
export function formatWait(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

const percent = (won: number, leads: number) =>
  leads === 0 ? 0 : Math.round((won / leads) * 1000) / 10;

export type ChartUrls = Record<ChartKind, string>;

function listUrl(base: string, range: ChartRange, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ from: range.fromDay, to: range.toDay, ...extra });
  return `${base}?${query.toString()}`;
}

function kindLinks(urls: ChartUrls, range: ChartRange, charts: DashboardCharts): ChartLink[] {
  return charts.kinds.map((figures) => ({
    label: `${KIND_LABELS[figures.kind]} (${formatNumber(figures.leads)})`,
    to: listUrl(urls[figures.kind], range),
  }));
}

export function leadsPerWeek(
  charts: DashboardCharts,
  range: ChartRange,
  urls: ChartUrls,
): ChartCardProps {
  const total = charts.kinds.reduce((sum, figures) => sum + figures.leads, 0);
  const busiest = charts.weeks.reduce<{ week: string; leads: number } | null>((best, week) => {
    const leads = week.bookings + week.consultations + week.partner_applications + week.enrollments;
    return !best || leads > best.leads ? { week: week.week, leads } : best;
  }, null);
  const kinds = charts.kinds.filter((figures) => figures.leads > 0);
  return {
    title: 'Leads per week',
    summary:
      `${formatNumber(total)} ${total === 1 ? 'lead' : 'leads'} from ${longDay(range.fromDay)} ` +
      `to ${longDay(range.toDay)}: ` +
      kinds
        .map((figures) => `${KIND_LABELS[figures.kind]} ${formatNumber(figures.leads)}`)
        .join(', ') +
      (busiest && charts.weeks.length > 1
        ? `. Busiest week: from ${dayLabel(busiest.week)} (${formatNumber(busiest.leads)}).`
        : '.'),
    empty: total === 0 ? 'No leads in this range.' : undefined,
    drawing: {
      data: charts.weeks.map((week) => ({ ...week, label: dayLabel(week.week) })),
      series: charts.kinds.map((figures) => ({
        key: figures.kind,
        label: KIND_LABELS[figures.kind],
        stack: 'leads',
      })),
      unit: 'leads',
      whole: true,
    },
    table: {
      columns: ['Week from', ...charts.kinds.map((figures) => KIND_LABELS[figures.kind])],
      rows: charts.weeks.map((week) => ({
        key: week.week,
        cells: [dayLabel(week.week), ...charts.kinds.map((f) => formatNumber(week[f.kind]))],
      })),
    },
    links: kindLinks(urls, range, charts),
  };
}

export function conversion(
  charts: DashboardCharts,
  range: ChartRange,
  urls: ChartUrls,
): ChartCardProps {
  const kinds = charts.kinds.filter((figures) => figures.leads > 0);
  return {
    title: 'Conversion',
    summary:
      'Share of the range’s leads that were confirmed or completed (bookings, consultations), ' +
      'accepted (partner applications) or paid (enrollments): ' +
      kinds
        .map(
          (f) =>
            `${KIND_LABELS[f.kind]} ${formatNumber(percent(f.won, f.leads), 0)}% ` +
            `(${formatNumber(f.won)} of ${formatNumber(f.leads)})`,
        )
        .join(', ') +
      '.',
    empty: kinds.length === 0 ? 'No leads in this range.' : undefined,
    drawing: {
      data: kinds.map((f) => ({ label: KIND_LABELS[f.kind], rate: percent(f.won, f.leads) })),
      series: [{ key: 'rate', label: 'Converted' }],
      unit: '%',
      max: 100,
    },
    table: {
      columns: ['Kind', 'Leads', 'Won', 'Conversion'],
      rows: kinds.map((f) => ({
        key: f.kind,
        cells: [
          KIND_LABELS[f.kind],
          formatNumber(f.leads),
          formatNumber(f.won),
          `${formatNumber(percent(f.won, f.leads), 1)}%`,
        ],
      })),
    },
    links: kinds.map((f) => ({
      label: `${KIND_LABELS[f.kind]} won (${formatNumber(f.won)})`,
      to: listUrl(urls[f.kind], range, { status: WON_STATUSES[f.kind] }),
    })),
  };
}

export function firstAction(
  charts: DashboardCharts,
  range: ChartRange,
  urls: ChartUrls,
): ChartCardProps {
  const acted = charts.kinds.filter((f) => f.medianSecondsToFirstAction !== null);
  const waiting = charts.kinds.reduce((sum, f) => sum + f.leads - f.acted, 0);
  return {
    title: 'Median time to first action',
    summary:
      acted
        .map((f) => `${KIND_LABELS[f.kind]} ${formatWait(f.medianSecondsToFirstAction ?? 0)}`)
        .join(', ') +
      ` (half of the acted-on leads got their first action sooner).` +
      (waiting > 0 ? ` ${formatNumber(waiting)} still waiting.` : ''),
    empty: acted.length === 0 ? 'No lead of this range has been acted on yet.' : undefined,
    drawing: {
      data: acted.map((f) => ({
        label: KIND_LABELS[f.kind],
        hours: Math.round(((f.medianSecondsToFirstAction ?? 0) / 3600) * 10) / 10,
      })),
      series: [{ key: 'hours', label: 'Median' }],
      unit: 'hours',
    },
    table: {
      columns: ['Kind', 'Median', 'Acted on', 'Waiting'],
      rows: charts.kinds
        .filter((f) => f.leads > 0)
        .map((f) => ({
          key: f.kind,
          cells: [
            KIND_LABELS[f.kind],
            f.medianSecondsToFirstAction === null ? '—' : formatWait(f.medianSecondsToFirstAction),
            formatNumber(f.acted),
            formatNumber(f.leads - f.acted),
          ],
        })),
    },
    links: kindLinks(urls, range, charts),
  };
}

export function consultationsByDay(
  charts: DashboardCharts,
  range: ChartRange,
  urls: ChartUrls,
): ChartCardProps {
  const days = charts.consultationDays;
  const total = days.reduce((sum, day) => sum + day.consultations, 0);
  const busiest = days.reduce(
    (best, day) => (day.consultations > best.consultations ? day : best),
    {
      day: '',
      consultations: 0,
    },
  );
  return {
    title: 'Consultations by day',
    summary:
      `${formatNumber(total)} ${total === 1 ? 'appointment' : 'appointments'} ` +
      `(cancelled ones left out)` +
      (busiest.day
        ? `; busiest day ${longDay(busiest.day)} with ${formatNumber(busiest.consultations)}.`
        : '.'),
    empty: total === 0 ? 'No consultations in this range.' : undefined,
    drawing: {
      data: days.map((day) => ({ label: dayLabel(day.day), consultations: day.consultations })),
      series: [{ key: 'consultations', label: 'Consultations' }],
      unit: 'appointments',
      whole: true,
    },
    table: {
      columns: ['Day', 'Consultations'],
      rows: days
        .filter((day) => day.consultations > 0)
        .map((day) => ({
          key: day.day,
          cells: [longDay(day.day), formatNumber(day.consultations)],
        })),
    },
    links: [
      {
        label: `Consultations on these days (${formatNumber(total)})`,
        to: listUrl(urls.consultations, range, {
          by: 'scheduled_for',
          status: 'pending,confirmed,completed',
        }),
      },
    ],
  };
}
