import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * Marks a part of a prerendered page that a page without the whole app can bring to life on its
 * own (docs/performance.md, "Islands on the home page"): the home page's script hydrates each
 * marked part as a React root of its own and leaves the rest as the build wrote it. The box
 * adds no layout (`display: contents`), so every page renders the same with or without it.
 */
export function IslandBox({ island, children }: { island: string; children: ReactNode }) {
  return (
    <Box data-island={island} sx={{ display: 'contents' }}>
      {children}
    </Box>
  );
}

/** The site header's island (the shell marks it; the home page's script hydrates it). */
export const headerIsland = 'header';

/** The attribute IslandBox writes: `[data-island="<name>"]` finds a part again. */
export const islandSelector = (island: string) => `[data-island="${island}"]`;
