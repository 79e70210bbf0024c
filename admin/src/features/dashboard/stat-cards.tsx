import { useDashboardStats } from '@inzira/shared-data/dashboard';
import { StatCard } from '@inzira/shared-ui/stat-card';
import { ErrorState } from '@inzira/shared-ui/states';
import Grid from '@mui/material/Grid';
import { statFigures } from './stat-figures';

const placeholderLabels = [
  'Total Professionals',
  'Active Bookings',
  'Customer Rating',
  'Completed Projects',
];

export function StatCards() {
  const { data, error, mutate } = useDashboardStats();
  if (error) return <ErrorState message={error.message} onRetry={() => void mutate()} />;
  const cards = data
    ? statFigures(data)
    : placeholderLabels.map((label) => ({
        label,
        value: '',
        trend: undefined,
        trendDirection: undefined,
      }));
  return (
    <Grid container spacing={2}>
      {cards.map((card) => (
        <Grid key={card.label} size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            label={card.label}
            value={card.value}
            trend={card.trend}
            trendDirection={card.trendDirection}
            loading={!data}
          />
        </Grid>
      ))}
    </Grid>
  );
}
