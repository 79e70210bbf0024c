import { headerIsland } from '@inzira/shared-ui/island';

/**
 * The parts of the home page its script hydrates one by one (IslandBox marks them in the
 * prerendered HTML; docs/performance.md, "Islands on the home page"). `header` is the site
 * shell's own mark.
 */
export const homeIslands = {
  header: headerIsland,
  hero: 'hero',
  testimonials: 'testimonials',
  partners: 'partners',
  professionals: 'professionals',
} as const;

export type HomeIsland = (typeof homeIslands)[keyof typeof homeIslands];
