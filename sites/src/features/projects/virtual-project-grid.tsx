import { ProjectCard, type ProjectSummary } from '@inzira/shared-ui/project-card';
import Box from '@mui/material/Box';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { useColumns } from './use-columns';

/** Rows estimated at 400 px, overscan 5, inside an 800 px scroll container. */
export const projectGrid = { rowEstimate: 400, overscan: 5, height: 800 } as const;

/** Only the rows in (or near) view are in the DOM, so a long portfolio stays fast. */
export function VirtualProjectGrid({
  projects,
  onOpen,
}: {
  projects: ProjectSummary[];
  onOpen: (project: ProjectSummary) => void;
}) {
  const columns = useColumns();
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowCount = Math.ceil(projects.length / columns);
  // The virtualizer re-renders this component itself on scroll; the compiler must not memoize it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => projectGrid.rowEstimate,
    overscan: projectGrid.overscan,
  });

  return (
    <Box
      ref={scrollRef}
      role="region"
      aria-label="Project portfolio"
      tabIndex={0}
      sx={{ height: projectGrid.height, overflowY: 'auto', px: 0.5 }}
    >
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
              transform: `translateY(${row.start}px)`,
              display: 'grid',
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              gap: 3,
              pb: 3,
            }}
          >
            {projects.slice(row.index * columns, (row.index + 1) * columns).map((project) => (
              <ProjectCard
                key={project.id}
                project={project}
                onOpen={() => onOpen(project)}
                isPriority={row.index === 0}
              />
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
