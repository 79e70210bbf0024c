import { ProjectCard, type ProjectSummary } from '@inzira/shared-ui/project-card';
import Box from '@mui/material/Box';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { useHydrated } from '../../common/use-hydrated';
import { projectCardTexts } from '../../i18n/ui-texts/card-texts';
import { useColumns } from './use-columns';
import { m } from '../../paraglide/messages.js';

/**
 * The first `inHtml` cards are a plain grid, in the prerendered HTML and for good; the cards
 * after them are virtual rows estimated at 400 px with 5 rows of overscan.
 */
export const projectGrid = { rowEstimate: 400, overscan: 5, inHtml: 24 } as const;

const cssColumns = {
  xs: 'minmax(0, 1fr)',
  sm: 'repeat(2, minmax(0, 1fr))',
  md: 'repeat(3, minmax(0, 1fr))',
};

type GridProps = {
  projects: ProjectSummary[];
  pathOf: (project: ProjectSummary) => string;
};

function Card({
  project,
  to,
  isPriority,
}: {
  project: ProjectSummary;
  to: string;
  isPriority: boolean;
}) {
  return (
    <Box role="listitem" sx={{ minWidth: 0 }}>
      <ProjectCard project={project} to={to} isPriority={isPriority} texts={projectCardTexts()} />
    </Box>
  );
}

/**
 * The portfolio scrolls with the page (no scroll box of its own). The first cards paint from the
 * HTML as a plain grid whose columns follow the screen width in CSS, and that grid is never
 * replaced: a card a visitor is pressing while the app hydrates stays the same element, so the
 * click lands. Only a long portfolio's remaining cards are virtual, laid out as the grid is.
 */
export function VirtualProjectGrid({ projects, pathOf }: GridProps) {
  const rest = projects.slice(projectGrid.inHtml);
  return (
    <Box role="list" aria-label={m.projects_list_label()} sx={{ px: 0.5 }}>
      <Box sx={{ pb: 3, display: 'grid', gridTemplateColumns: cssColumns, gap: 3 }}>
        {projects.slice(0, projectGrid.inHtml).map((project, index) => (
          <Card key={project.id} project={project} to={pathOf(project)} isPriority={index === 0} />
        ))}
      </Box>
      {rest.length > 0 && <LaterRows projects={rest} pathOf={pathOf} />}
    </Box>
  );
}

/**
 * The rest needs a window to measure: it joins after hydration, below cards already in place.
 * (A component of its own, so the cards above do not render again when it does.)
 */
function LaterRows(props: GridProps) {
  return useHydrated() ? <VirtualRows {...props} /> : null;
}

/** Rows of cards, only those in (or near) the window's view in the DOM. */
function VirtualRows({ projects, pathOf }: GridProps) {
  const columns = useColumns();
  const rowsRef = useRef<HTMLDivElement>(null);
  // Where the rows start on the page: the virtualizer measures them from the window's top.
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const rows = rowsRef.current;
    if (!rows) return;
    const update = () => setScrollMargin(rows.getBoundingClientRect().top + window.scrollY);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(projects.length / columns),
    estimateSize: () => projectGrid.rowEstimate,
    overscan: projectGrid.overscan,
    scrollMargin,
  });
  return (
    <Box ref={rowsRef} sx={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
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
            <Card key={project.id} project={project} to={pathOf(project)} isPriority={false} />
          ))}
        </Box>
      ))}
    </Box>
  );
}
