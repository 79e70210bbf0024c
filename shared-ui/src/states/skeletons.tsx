import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import type { SxProps, Theme } from '@mui/material/styles';
import { visuallyHiddenSx } from './visually-hidden';

interface PlaceholderProps {
  /** How many rows (or cards) the real content is expected to show. */
  count?: number;
  label?: string;
}

export interface SkeletonListProps extends PlaceholderProps {
  /** Height of one row, matching the real row to avoid a layout shift. */
  rowHeight?: number;
}

export interface CardSkeletonGridProps extends PlaceholderProps {
  /** Height of the card's media area; 0 for cards without an image. */
  mediaHeight?: number;
}

// The skeletons themselves say nothing to screen readers: this busy status names what loads
// ('Loading...' unless told).
function LoadingStatus({
  label = 'Loading...',
  sx,
  children,
}: {
  label?: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Box role="status" aria-busy="true" sx={sx}>
      <Box component="span" sx={visuallyHiddenSx}>
        {label}
      </Box>
      {children}
    </Box>
  );
}

export function SkeletonList({ count = 5, rowHeight = 56, label }: SkeletonListProps) {
  return (
    <LoadingStatus label={label} sx={{ display: 'grid', gap: 1 }}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={rowHeight} />
      ))}
    </LoadingStatus>
  );
}

// Mirrors the three-column card grids of the public pages so that the real
// cards replace the skeletons without moving anything around.
export function CardSkeletonGrid({ count = 3, mediaHeight = 180, label }: CardSkeletonGridProps) {
  return (
    <LoadingStatus label={label}>
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
    </LoadingStatus>
  );
}
