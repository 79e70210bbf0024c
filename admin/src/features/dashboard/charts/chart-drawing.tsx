import { BarChart } from '@mui/x-charts/BarChart';

// The drawing alone, loaded lazily (MUI X Charts is heavy and the dashboard is the first page):
// the titles, summaries, tables and links render without it.

export interface ChartSeries {
  key: string;
  label: string;
  /** Series with the same stack are drawn on top of one another. */
  stack?: string;
}

export interface ChartDrawingProps {
  /** One entry per bar group: its axis label and a value per series. */
  data: ({ label: string } & Record<string, number | string>)[];
  series: ChartSeries[];
  /** The value axis' unit, e.g. "hours". */
  unit?: string;
  /** The axis' top when it has one (100 for a percentage); otherwise from the data. */
  max?: number;
  /** Counts: ticks on whole numbers only. */
  whole?: boolean;
}

/** Bars (stacked when the series share a stack). The numbers are also in the card's table. */
export function ChartDrawing({ data, series, unit, max, whole }: ChartDrawingProps) {
  return (
    <BarChart
      // The table view and the summary give screen readers the figures; the drawing is visual.
      aria-hidden
      height={280}
      dataset={data}
      xAxis={[{ scaleType: 'band', dataKey: 'label' }]}
      yAxis={[{ label: unit, width: 56, min: 0, max, tickMinStep: whole ? 1 : undefined }]}
      series={series.map((each) => ({
        dataKey: each.key,
        label: each.label,
        stack: each.stack,
      }))}
      hideLegend={series.length < 2}
      margin={{ left: 0, right: 8 }}
    />
  );
}
