import { lazyNamed } from '@inzira/shared-ui/lazy';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Suspense, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ChartDrawingProps } from './chart-drawing';

const ChartDrawing = lazyNamed(() => import('./chart-drawing'), 'ChartDrawing');

export interface ChartLink {
  label: string;
  to: string;
}

export interface ChartTable {
  columns: string[];
  rows: { key: string; cells: string[] }[];
}

export interface ChartCardProps {
  title: string;
  /** One or two sentences with the figures that matter, read by everyone. */
  summary: string;
  /** Shown instead of the drawing and the table when the range has nothing to draw. */
  empty?: string;
  drawing: ChartDrawingProps;
  table: ChartTable;
  /** The lists the chart summarises, filtered to the range. */
  links: ChartLink[];
}

/**
 * A chart with its title, a summary, a "Show as table" switch (the exact figures, for screen
 * readers and for anyone who prefers numbers) and links to the lists it summarises.
 */
export function ChartCard({ title, summary, empty, drawing, table, links }: ChartCardProps) {
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
        >
          <Typography id={titleId} variant="h6" component="h3">
            {title}
          </Typography>
          {!empty && (
            <FormControlLabel
              control={<Switch checked={asTable} onChange={(_, on) => setAsTable(on)} />}
              label="Show as table"
            />
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {empty ?? summary}
        </Typography>
        {!empty &&
          (asTable ? (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-labelledby={titleId}>
                <TableHead>
                  <TableRow>
                    {table.columns.map((column) => (
                      <TableCell key={column}>{column}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {table.rows.map((row) => (
                    <TableRow key={row.key}>
                      {row.cells.map((cell, index) => (
                        <TableCell key={table.columns[index]}>{cell}</TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          ) : (
            <Suspense fallback={<Skeleton variant="rectangular" height={280} />}>
              <ChartDrawing {...drawing} />
            </Suspense>
          ))}
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mt: 1 }}>
          {links.map((link) => (
            <Link key={link.to} component={RouterLink} to={link.to} variant="body2">
              {link.label}
            </Link>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
