import {
  resolveChartRange,
  useDashboardCharts,
  type RangeChoice,
} from '@inzira/shared-data/dashboard';
import { ErrorState } from '@inzira/shared-ui/states';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { ChartCard } from './chart-card';
import {
  consultationsByDay,
  conversion,
  firstAction,
  leadsPerWeek,
  type ChartUrls,
} from './chart-figures';
import { RangePicker } from './range-picker';

export interface DashboardChartsProps {
  /** Each inbox's list (the app's registry knows the URLs). */
  urls: ChartUrls;
}

/**
 * The pipeline over a range (docs/leads.md, "Dashboard"): leads per week, conversion, median
 * time to first action and consultations by day, each linking to its lists filtered to the range.
 * The range lives in the URL (`?range=week|month|quarter` or `?from=…&to=…`), so it can be shared.
 */
export function DashboardCharts({ urls }: DashboardChartsProps) {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const resolved = resolveChartRange({ range: params.get('range'), from, to });
  const range = 'range' in resolved ? resolved.range : null;
  const choice: RangeChoice = range?.choice ?? 'custom';
  const { data, error, mutate } = useDashboardCharts(range);

  const setChoice = (next: RangeChoice) => {
    if (next === 'custom') {
      if (range) setParams({ from: range.fromDay, to: range.toDay }, { replace: true });
    } else setParams({ range: next }, { replace: true });
  };

  return (
    <Stack component="section" aria-labelledby="charts-title" spacing={2}>
      <Typography id="charts-title" variant="h6" component="h2">
        Pipeline
      </Typography>
      <RangePicker
        choice={choice}
        range={range}
        from={from}
        to={to}
        onChoice={setChoice}
        onDates={(nextFrom, nextTo) => setParams({ from: nextFrom, to: nextTo }, { replace: true })}
      />
      {'error' in resolved ? (
        <Alert severity="warning">{resolved.error}</Alert>
      ) : error ? (
        <ErrorState message={error.message} onRetry={() => void mutate()} />
      ) : !data || !range ? (
        <Skeleton variant="rectangular" height={320} aria-label="Loading the charts" />
      ) : (
        <Grid container spacing={2}>
          {[leadsPerWeek, conversion, firstAction, consultationsByDay].map((build) => {
            const card = build(data, range, urls);
            return (
              <Grid key={card.title} size={{ xs: 12, lg: 6 }}>
                <ChartCard {...card} />
              </Grid>
            );
          })}
        </Grid>
      )}
    </Stack>
  );
}
