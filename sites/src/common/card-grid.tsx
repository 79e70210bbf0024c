import Grid, { type GridProps } from '@mui/material/Grid';
import type { ReactNode } from 'react';

export interface CardGridProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  /** A card's width; by default one a row on phones and three from `md` up. */
  size?: GridProps['size'];
  children: (item: T) => ReactNode;
}

/** The site's grid of equal cards: courses, exams, tutorials, events and highlights. */
export function CardGrid<T>({
  items,
  keyOf,
  size = { xs: 12, md: 4 },
  children,
}: CardGridProps<T>) {
  return (
    <Grid container spacing={3}>
      {items.map((item) => (
        <Grid key={keyOf(item)} size={size}>
          {children(item)}
        </Grid>
      ))}
    </Grid>
  );
}
