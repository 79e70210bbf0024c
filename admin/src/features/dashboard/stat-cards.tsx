import { useDashboardStats } from '@inzira/shared-data/dashboard';
import { StatCard } from '@inzira/shared-ui/stat-card';
import { ErrorState } from '@inzira/shared-ui/states';
import CardActionArea from '@mui/material/CardActionArea';
import Grid from '@mui/material/Grid';
import { Link as RouterLink } from 'react-router-dom';
import { statFigures } from './stat-figures';

const placeholderLabels = [
  'Total Professionals',
  'Active Bookings',
  'Customer Rating',
  'Completed Projects',
];

export interface StatCardsProps {
  /** Where each figure's list lives (the app's registry knows the URLs). */
  urls: Parameters<typeof statFigures>[1];
}

export function StatCards({ urls }: StatCardsProps) {
  const { data, error, mutate } = useDashboardStats();
  if (error) return <ErrorState message={error.message} onRetry={() => void mutate()} />;
  const cards = data
    ? statFigures(data, urls)
    : placeholderLabels.map((label) => ({
        label,
        value: '',
        trend: undefined,
        trendDirection: undefined,
        to: undefined,
      }));
  return (
    <Grid container spacing={2}>
      {cards.map((card) => (
        <Grid key={card.label} size={{ xs: 12, sm: 6, lg: 3 }}>
          {card.to ? (
            // The whole card opens the list behind the figure, filtered to what it counts. The
            // link is named by what it shows (WCAG 2.5.3, label in name): no aria-label.
            <CardActionArea
              component={RouterLink}
              to={card.to}
              sx={{ height: '100%', borderRadius: 1 }}
            >
              <StatCard
                label={card.label}
                value={card.value}
                trend={card.trend}
                trendDirection={card.trendDirection}
              />
            </CardActionArea>
          ) : (
            <StatCard label={card.label} value="" loading />
          )}
        </Grid>
      ))}
    </Grid>
  );
}
