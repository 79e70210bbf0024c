import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { visuallyHiddenSx } from './visually-hidden';

export interface SkeletonListProps {
  /** How many rows the real list is expected to show. */
  count?: number;
  /** Height of one row, matching the real row to avoid a layout shift. */
  rowHeight?: number;
  label?: string;
}

export function SkeletonList({
  count = 5,
  rowHeight = 56,
  label = 'Loading...',
}: SkeletonListProps) {
  return (
    <Box role="status" aria-busy="true" sx={{ display: 'grid', gap: 1 }}>
      <Box component="span" sx={visuallyHiddenSx}>
        {label}
      </Box>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={rowHeight} />
      ))}
    </Box>
  );
}

export interface CardSkeletonGridProps {
  count?: number;
  /** Height of the card's media area; 0 for cards without an image. */
  mediaHeight?: number;
  label?: string;
}

// Mirrors the three-column card grids of the public pages so that the real
// cards replace the skeletons without moving anything around.
export function CardSkeletonGrid({
  count = 3,
  mediaHeight = 180,
  label = 'Loading...',
}: CardSkeletonGridProps) {
  return (
    <Box role="status" aria-busy="true">
      <Box component="span" sx={visuallyHiddenSx}>
        {label}
      </Box>
      <Grid container spacing={3}>
        {Array.from({ length: count }, (_, index) => (
          <Grid key={index} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              {mediaHeight > 0 && <Skeleton variant="rectangular" height={mediaHeight} />}
              <CardContent>
                <Skeleton variant="text" sx={{ fontSize: '1.5rem' }} width="70%" />
                <Skeleton variant="text" />
                <Skeleton variant="text" />
                <Skeleton variant="text" width="40%" />
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
