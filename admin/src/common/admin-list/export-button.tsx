import {
  fetchAllRows,
  type AdminListParams,
  type AdminResource,
  type AdminRows,
} from '@inzira/shared-data/admin-list';
import { useSupabase } from '@inzira/shared-data/client';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { downloadText, toCsv, type CsvColumn } from './csv';
import { formatDateTime, formatNumber } from './format';
import { errorMessage } from '@inzira/shared-data/errors';

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** Every plain column of the rows, embedded records by their title, instants in Kigali time. */
function csvColumns<Row extends object>(rows: readonly Row[]): CsvColumn<Row>[] {
  const first = rows[0];
  if (!first) return [];
  return Object.keys(first).map((key) => ({
    header: key,
    value: (row: Row) => {
      const value: unknown = Reflect.get(row, key);
      if (typeof value === 'string' && isoInstant.test(value)) return formatDateTime(value);
      if (Array.isArray(value))
        return value
          .map((item) => (typeof item === 'object' ? JSON.stringify(item) : item))
          .join('; ');
      if (value && typeof value === 'object')
        return 'title' in value ? value.title : JSON.stringify(value);
      return value;
    },
  }));
}

export interface ExportButtonProps<R extends AdminResource> {
  resource: R;
  /** The list's current search, filter and sort; the page is ignored (every match goes out). */
  params: AdminListParams;
  fileName: string;
}

/** CSV of all rows matching the list's filter and sort, fetched in pages with a progress bar. */
export function ExportButton<R extends AdminResource>({
  resource,
  params,
  fileName,
}: ExportButtonProps<R>) {
  const client = useSupabase();
  const { enqueueSnackbar } = useSnackbar();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const handleExport = async () => {
    setProgress({ done: 0, total: 0 });
    try {
      const rows: AdminRows[R][] = await fetchAllRows(
        client,
        resource,
        { search: params.search, status: params.status, sort: params.sort },
        (done, total) => setProgress({ done, total }),
      );
      downloadText(toCsv(csvColumns(rows), rows), fileName);
      enqueueSnackbar(`Exported ${formatNumber(rows.length)} rows`, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error, 'The export failed'), { variant: 'error' });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        disabled={progress !== null}
        onClick={() => void handleExport()}
      >
        Export CSV
      </Button>
      {progress && (
        <Box sx={{ minWidth: 120 }} role="status">
          <LinearProgress
            aria-label="Export progress"
            variant={progress.total > 0 ? 'determinate' : 'indeterminate'}
            value={progress.total > 0 ? (progress.done / progress.total) * 100 : undefined}
          />
          <Typography variant="caption" color="text.secondary">
            {progress.total > 0
              ? `${formatNumber(progress.done)} of ${formatNumber(progress.total)}`
              : 'Starting...'}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
