import { ProjectCard, type ProjectSummary } from '@inzira/shared-ui/project-card';
import Box from '@mui/material/Box';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { useColumns } from './use-columns';

/** Rows estimated at 400 px with 5 rows of overscan; the page itself scrolls. */
export const projectGrid = { rowEstimate: 400, overscan: 5 } as const;

/**
 * Only the rows in (or near) the window's view are in the DOM, so a long portfolio stays fast;
 * there is no scroll box of its own: the grid scrolls with the page.
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
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () => setScrollMargin(list.getBoundingClientRect().top + window.scrollY);
    update();
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
            {projects.slice(row.index * columns, (row.index + 1) * columns).map((project) => (
              <Box role="listitem" key={project.id} sx={{ minWidth: 0 }}>
                <ProjectCard project={project} to={pathOf(project)} isPriority={row.index === 0} />
              </Box>
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
