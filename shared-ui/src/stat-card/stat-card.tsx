import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { visuallyHiddenSx } from '../states/visually-hidden';

export type TrendDirection = 'up' | 'down' | 'flat';

export interface StatCardProps {
  label: string;
  value: ReactNode;
  trend?: string;
  trendDirection?: TrendDirection;
  icon?: ReactNode;
  loading?: boolean;
}

const trendStyle = {
  up: { color: 'success.main', Icon: TrendingUpIcon, word: 'Up' },
  down: { color: 'error.main', Icon: TrendingDownIcon, word: 'Down' },
  flat: { color: 'text.secondary', Icon: TrendingFlatIcon, word: 'No change' },
} as const;

export function StatCard({
  label,
  value,
  trend,
  trendDirection = 'up',
  icon,
  loading = false,
}: StatCardProps) {
  const { color, Icon, word } = trendStyle[trendDirection];
  return (
    <Card sx={{ height: '100%' }} aria-busy={loading}>
      <CardContent>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography
              component="h3"
              variant="body2"
              color="text.secondary"
              sx={{ fontWeight: 600 }}
            >
              {label}
            </Typography>
            <Typography component="p" variant="h4" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
              {loading ? <Skeleton width={80} role="status" aria-label="Loading" /> : value}
            </Typography>
          </Box>
          {icon && (
            <Box
              sx={{
                color: 'primary.main',
                bgcolor: 'action.hover',
                borderRadius: 2,
                p: 1,
                display: 'flex',
              }}
              aria-hidden
            >
              {icon}
            </Box>
          )}
        </Stack>
        {trend && !loading && (
          <Stack direction="row" spacing={0.5} sx={{ mt: 1.5, alignItems: 'center', color }}>
            <Icon fontSize="small" aria-hidden />
            {/* The icon's meaning is repeated in text for screen readers. */}
            <Box component="span" sx={visuallyHiddenSx}>
              {word}:
            </Box>
            <Typography variant="body2" component="span" sx={{ color, fontWeight: 600 }}>
              {trend}
            </Typography>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
