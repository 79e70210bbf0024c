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
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { csvColumns, downloadText, toCsv } from './csv';
import { formatNumber } from './format';
import { errorMessage } from '@inzira/shared-data/errors';

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
  // On by default: most of the team opens exports in Excel (docs/leads.md, "Exports").
  const [forExcel, setForExcel] = useState(true);

  const handleExport = async () => {
    setProgress({ done: 0, total: 0 });
    try {
      const rows: AdminRows[R][] = await fetchAllRows(
        client,
        resource,
        {
          search: params.search,
          status: params.status,
          needsAction: params.needsAction,
          owner: params.owner,
          sort: params.sort,
        },
        (done, total) => setProgress({ done, total }),
      );
      downloadText(toCsv(csvColumns(rows), rows, { bom: forExcel }), fileName);
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
      <FormControlLabel
        label="For Excel"
        title="UTF-8 with a byte-order mark, so Excel shows accented names correctly"
        control={
          <Checkbox
            size="small"
            checked={forExcel}
            onChange={(event) => setForExcel(event.target.checked)}
          />
        }
      />
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
