import { ProjectCard, type ProjectSummary } from '@inzira/shared-ui/project-card';
import Box from '@mui/material/Box';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { useColumns } from './use-columns';

/**
 * Rows estimated at 400 px with 5 rows of overscan; the page itself scrolls. The prerendered
 * page shows the first `inHtml` cards in a plain grid (no window to measure at build time).
 */
export const projectGrid = { rowEstimate: 400, overscan: 5, inHtml: 24 } as const;

const cssColumns = {
  xs: 'minmax(0, 1fr)',
  sm: 'repeat(2, minmax(0, 1fr))',
  md: 'repeat(3, minmax(0, 1fr))',
};

/**
 * Only the rows in (or near) the window's view are in the DOM, so a long portfolio stays fast;
 * there is no scroll box of its own: the grid scrolls with the page. Until the page has a
 * window to measure (the prerendered HTML and hydration), the first cards are a plain grid
 * whose columns follow the screen width in CSS, laid out as the virtual rows will be (same
 * gaps), so the cards paint from the HTML and do not move when the virtual grid takes over.
 */
export function VirtualProjectGrid({
  projects,
  pathOf,
}: {
  projects: ProjectSummary[];
  pathOf: (project: ProjectSummary) => string;
}) {
  const columns = useColumns();
  const listRef = useRef<HTMLDivElement>(null);
  // Where the grid starts on the page: the virtualizer measures rows from the window's top.
  const [scrollMargin, setScrollMargin] = useState(0);
  const [measured, setMeasured] = useState(false);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () => setScrollMargin(list.getBoundingClientRect().top + window.scrollY);
    update();
    setMeasured(true);
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const rowCount = Math.ceil(projects.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => projectGrid.rowEstimate,
    overscan: projectGrid.overscan,
    scrollMargin,
  });

  const card = (project: ProjectSummary, isPriority: boolean) => (
    <Box role="listitem" key={project.id} sx={{ minWidth: 0 }}>
      <ProjectCard project={project} to={pathOf(project)} isPriority={isPriority} />
    </Box>
  );

  if (!measured) {
    return (
      <Box
        ref={listRef}
        role="list"
        aria-label="Project portfolio"
        sx={{ px: 0.5, pb: 3, display: 'grid', gridTemplateColumns: cssColumns, gap: 3 }}
      >
        {projects.slice(0, projectGrid.inHtml).map((project, index) => card(project, index === 0))}
      </Box>
    );
  }
  return (
    <Box ref={listRef} role="list" aria-label="Project portfolio" sx={{ px: 0.5 }}>
      <Box sx={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((row) => (
          <Box
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            sx={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
              display: 'grid',
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              gap: 3,
              pb: 3,
            }}
          >
            {projects
              .slice(row.index * columns, (row.index + 1) * columns)
              .map((project) => card(project, row.index === 0))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
