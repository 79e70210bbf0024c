import { AUDIT_PAGE_LIMIT, useAuditLog, useTeam, type AuditEntry } from '@inzira/shared-data/team';
import { brand } from '@inzira/shared-ui/brand';
import { ErrorState, LoadingState } from '@inzira/shared-ui/states';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { downloadText, toCsv, type CsvColumn } from '../common/admin-list/csv';
import { formatDateTime } from '../common/admin-list/format';
import {
  AuditFiltersBar,
  describeChanges,
  toAuditFilters,
  type AuditFilterForm,
} from '../features/audit-log';

const noFilter: AuditFilterForm = { actorId: '', table: '', action: '', fromDay: '', toDay: '' };

const csvColumns: CsvColumn<AuditEntry>[] = [
  { header: 'when', value: (e) => formatDateTime(e.created_at) },
  { header: 'member', value: (e) => e.actor_email },
  { header: 'role', value: (e) => e.actor_role },
  { header: 'action', value: (e) => e.action },
  { header: 'table', value: (e) => e.table_name },
  { header: 'row', value: (e) => e.row_id },
  { header: 'changes', value: (e) => describeChanges(e).join('; ') },
];

/** Owners: every write members made, filtered by member, table, action and dates; CSV. */
export function AuditLogPage() {
  const [form, setForm] = useState<AuditFilterForm>(noFilter);
  const entries = useAuditLog(toAuditFilters(form));
  const team = useTeam();
  const rows = entries.data ?? [];

  return (
    <Stack spacing={3}>
      <title>{`Audit log | ${brand.name} Admin`}</title>
      <Typography variant="h4" component="h1">
        Audit log
      </Typography>
      <Paper sx={{ p: 2 }}>
        <AuditFiltersBar form={form} members={team.data ?? []} onChange={setForm} />
      </Paper>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography color="text.secondary">
          {rows.length === AUDIT_PAGE_LIMIT
            ? `The latest ${AUDIT_PAGE_LIMIT} entries: narrow the filter for older ones.`
            : `${rows.length} entries`}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={rows.length === 0}
          // With a byte-order mark, so Excel reads the names as UTF-8 (docs/leads.md).
          onClick={() => downloadText(toCsv(csvColumns, rows, { bom: true }), 'audit-log.csv')}
        >
          Export CSV
        </Button>
      </Stack>
      {entries.isLoading ? (
        <LoadingState label="Loading the audit log" />
      ) : entries.error ? (
        <ErrorState message={entries.error.message} onRetry={() => void entries.mutate()} />
      ) : (
        <Paper sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Audit log">
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>Member</TableCell>
                <TableCell>Action</TableCell>
                <TableCell>Table</TableCell>
                <TableCell>Changes</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(entry.created_at)}
                  </TableCell>
                  <TableCell>
                    {entry.actor_email ?? '—'}
                    {entry.actor_role ? ` (${entry.actor_role})` : ''}
                  </TableCell>
                  <TableCell>{entry.action}</TableCell>
                  <TableCell>{entry.table_name}</TableCell>
                  <TableCell
                    sx={{ fontFamily: 'monospace', fontSize: 12, overflowWrap: 'anywhere' }}
                  >
                    {describeChanges(entry).map((line) => (
                      <div key={line}>{line}</div>
                    ))}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}
