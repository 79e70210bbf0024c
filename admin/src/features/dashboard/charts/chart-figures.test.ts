import type { ChartRange, DashboardCharts } from '@inzira/shared-data/dashboard';
import { describe, expect, it } from 'vitest';
import {
  consultationsByDay,
  conversion,
  firstAction,
  formatWait,
  leadsPerWeek,
} from './chart-figures';

const range: ChartRange = {
  choice: 'custom',
  fromDay: '2026-11-02',
  toDay: '2026-11-15',
  rangeFrom: '2026-11-01T22:00:00.000Z',
  rangeTo: '2026-11-15T22:00:00.000Z',
};
const urls = {
  bookings: '/admin/bookings',
  consultations: '/admin/consultations',
  partner_applications: '/admin/partners',
  enrollments: '/admin/enrollments',
};
const charts: DashboardCharts = {
  weeks: [
    { week: '2026-11-02', bookings: 2, consultations: 1, partner_applications: 0, enrollments: 0 },
    { week: '2026-11-09', bookings: 1, consultations: 0, partner_applications: 0, enrollments: 0 },
  ],
  kinds: [
    { kind: 'bookings', leads: 3, won: 1, acted: 2, medianSecondsToFirstAction: 5400 },
    { kind: 'consultations', leads: 1, won: 0, acted: 0, medianSecondsToFirstAction: null },
    { kind: 'partner_applications', leads: 0, won: 0, acted: 0, medianSecondsToFirstAction: null },
    { kind: 'enrollments', leads: 0, won: 0, acted: 0, medianSecondsToFirstAction: null },
  ],
  consultationDays: [
    { day: '2026-11-05', consultations: 2 },
    { day: '2026-11-06', consultations: 0 },
  ],
};
const nothing: DashboardCharts = {
  weeks: charts.weeks.map((week) => ({
    ...week,
    bookings: 0,
    consultations: 0,
  })),
  kinds: charts.kinds.map((kind) => ({
    ...kind,
    leads: 0,
    won: 0,
    acted: 0,
    medianSecondsToFirstAction: null,
  })),
  consultationDays: [],
};

describe('chart cards', () => {
  it('sums the leads per week and links each list filtered to the range', () => {
    const card = leadsPerWeek(charts, range, urls);
    expect(card.summary).toBe(
      '4 leads from 2 Nov 2026 to 15 Nov 2026: Bookings 3, Consultations 1. Busiest week: from 2 Nov (3).',
    );
    expect(card.table.rows[0]?.cells).toEqual(['2 Nov', '2', '1', '0', '0']);
    expect(card.links[0]).toEqual({
      label: 'Bookings (3)',
      to: '/admin/bookings?from=2026-11-02&to=2026-11-15',
    });
    expect(card.empty).toBeUndefined();
  });

  it('gives conversion per kind with leads, linking the won leads', () => {
    const card = conversion(charts, range, urls);
    expect(card.table.rows.map((row) => row.cells)).toEqual([
      ['Bookings', '3', '1', '33.3%'],
      ['Consultations', '1', '0', '0.0%'],
    ]);
    expect(card.links[0]?.to).toBe(
      '/admin/bookings?from=2026-11-02&to=2026-11-15&status=confirmed%2Ccompleted',
    );
  });

  it('reads the median wait and what still waits', () => {
    const card = firstAction(charts, range, urls);
    expect(card.summary).toContain('Bookings 1 h 30 min');
    expect(card.summary).toContain('2 still waiting.');
    expect(card.table.rows[1]?.cells).toEqual(['Consultations', '—', '0', '1']);
    expect([formatWait(59), formatWait(3600), formatWait(90_000), formatWait(86_400)]).toEqual([
      '1 min',
      '1 h',
      '1 d 1 h',
      '1 d',
    ]);
  });

  it('lists the busy appointment days and links them by appointment day', () => {
    const card = consultationsByDay(charts, range, urls);
    expect(card.table.rows).toEqual([{ key: '2026-11-05', cells: ['5 Nov 2026', '2'] }]);
    expect(card.links[0]?.to).toBe(
      '/admin/consultations?from=2026-11-02&to=2026-11-15&by=scheduled_for&status=pending%2Cconfirmed%2Ccompleted',
    );
  });

  it('says so when the range has nothing to draw', () => {
    expect(leadsPerWeek(nothing, range, urls).empty).toBe('No leads in this range.');
    expect(conversion(nothing, range, urls).empty).toBe('No leads in this range.');
    expect(firstAction(nothing, range, urls).empty).toBe(
      'No lead of this range has been acted on yet.',
    );
    expect(consultationsByDay(nothing, range, urls).empty).toBe('No consultations in this range.');
  });
});
