import {
  ADMIN_RESOURCES,
  useAdminList,
  useAdminRow,
  type AdminResource,
  type AdminRows,
} from '@inzira/shared-data/admin-list';
import { statusLabel } from '@inzira/shared-data/bookings';
import { INBOX_REFRESH_MS } from '@inzira/shared-data/leads';
import { brand } from '@inzira/shared-ui/brand';
import { DataTable, type GridColDef, type RowCard } from '@inzira/shared-ui/data-table';
import { ErrorState, LoadingState } from '@inzira/shared-ui/states';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FormikValues } from 'formik';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { MediaSessionProvider, useMediaSessionState } from '../media';
import { BulkBar } from './bulk-bar';
import type { CardConfig, EntityConfig } from './entity-config';
import { EntityDetailDialog } from './entity-detail-dialog';
import { EntityFormDialog, type Editing } from './entity-form-dialog';
import { ExportButton } from './export-button';
import { formatDate } from './format';
import { LeadPanel } from './lead-panel';
import { PAGE_SIZES, useListUrlState } from './list-url-state';
import { StatusChip } from './status-chip';
import { StatusMenu } from './status-menu';
import { isNewSince, useInboxSince } from './use-inbox-since';
import { useLeadActions } from './use-lead-actions';
import { useUndoableDelete } from './use-undoable-delete';
import { errorMessage } from '@inzira/shared-data/errors';

const rowId = (row: { id: string | null }): string => row.id ?? '';
const NO_ROWS: never[] = [];

const newChip = <Chip size="small" color="secondary" label="New" sx={{ ml: 1 }} />;

/**
 * Every admin list: a server-paged grid (cards on phones) with search, status filter, add,
 * export and bulk actions, and view, edit and delete per row; inboxes add the "new" marker,
 * status in one action and the lead's notes. Each entity brings its columns, form and texts.
 */
export function AdminListScreen<R extends AdminResource, Values extends FormikValues, Clean>({
  config,
}: {
  config: EntityConfig<R, Values, Clean>;
}) {
  type Row = AdminRows[R];
  const { enqueueSnackbar } = useSnackbar();
  const url = useListUrlState();
  const lead = config.lead;
  const card = useMemo<CardConfig<Row>>(
    () => config.card ?? { title: config.describe, date: (row) => formatDate(row.created_at) },
    [config],
  );
  const list = useAdminList(config.resource, url.listParams, {
    refreshInterval: lead ? INBOX_REFRESH_MS : 0,
  });
  const actions = config.useActions();
  const leadActions = useLeadActions(lead?.status?.resource);
  const since = useInboxSince(lead?.inbox);
  const [editing, setEditing] = useState<Editing<Row> | null>(null);
  const media = useMediaSessionState();
  const [selected, setSelected] = useState<string[]>([]);
  const rows = list.data?.rows ?? NO_ROWS;
  // The viewed row comes from the page when it is there, else from the server (a link).
  const pageRow = url.viewId ? rows.find((row) => rowId(row) === url.viewId) : undefined;
  const linked = useAdminRow(config.resource, url.viewId && !pageRow ? url.viewId : null, {
    refreshInterval: lead ? INBOX_REFRESH_MS : 0,
  });
  const viewed = pageRow ?? linked.data ?? null;
  // Stable between renders: the grid is handed this selection and must not see a "change".
  const selectedOnPage = useMemo(
    () => selected.filter((id) => rows.some((row) => rowId(row) === id)),
    [selected, rows],
  );

  const deletion = useUndoableDelete({
    resource: config.resource,
    texts: config.texts,
    entityName: config.entityName,
    onDeleted: (ids) => {
      if (url.viewId && ids.includes(url.viewId)) url.setViewId(null);
      setSelected((current) => current.filter((id) => !ids.includes(id)));
    },
  });

  const changeStatus = async (ids: string[], status: string) => {
    if (!lead?.status) return;
    await leadActions.setStatus(lead.status.resource, ids, status);
  };

  const handleRowStatus = async (row: Row, status: string) => {
    try {
      await changeStatus([rowId(row)], status);
      enqueueSnackbar(`Status changed to ${statusLabel(status)}`, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error, config.texts.updateFailed), { variant: 'error' });
    }
  };

  const columns = useMemo(() => {
    const resource = ADMIN_RESOURCES[config.resource];
    const sortable: readonly string[] = resource.sortableColumns;
    const statusField: string | undefined = resource.statusColumn;
    const status = lead?.status;
    return config.columns.map((column, index): GridColDef<Row> => {
      const next = { ...column, sortable: sortable.includes(column.field) };
      if (status && column.field === statusField)
        return {
          ...next,
          width: Math.max(column.width ?? 0, 150),
          renderCell: ({ row }) => (
            <StatusMenu
              status={status.of(row)}
              statuses={status.values}
              rowName={card.title(row)}
              onChange={(value) => void handleRowStatus(row, value)}
            />
          ),
        };
      // The first column carries the "new" marker of rows that arrived since the last visit.
      if (index === 0 && lead)
        return {
          ...next,
          renderCell: (params) => (
            <>
              {params.formattedValue ?? params.value}
              {isNewSince(since, params.row.created_at) && newChip}
            </>
          ),
        };
      return next;
    });
    // handleRowStatus only closes over stable setters and the config.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config, lead, since, card]);

  const renderCard = (row: Row): RowCard => {
    const status = card.status?.(row);
    return {
      name: card.title(row),
      title: card.title(row),
      badge: lead && isNewSince(since, row.created_at) ? newChip : undefined,
      detail: card.detail?.(row),
      date: card.date?.(row),
      status:
        status && lead?.status ? (
          <StatusMenu
            status={status}
            statuses={lead.status.values}
            rowName={card.title(row)}
            onChange={(value) => void handleRowStatus(row, value)}
          />
        ) : status ? (
          <StatusChip status={status} />
        ) : undefined,
    };
  };

  const handleSave = async (values: Clean, current: Editing<Row>) => {
    const isAdd = current.mode === 'add';
    try {
      if (current.mode === 'add') await actions.create?.(values);
      else await actions.update(current.row, values);
      await media.commit(values);
      setEditing(null);
      enqueueSnackbar(isAdd ? config.texts.added : config.texts.updated, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(
        errorMessage(error, isAdd ? config.texts.addFailed : config.texts.updateFailed),
        { variant: 'error' },
      );
    }
  };

  const handleBulkStatus = async (status: string) => {
    const ids = selectedOnPage;
    try {
      await changeStatus(ids, status);
      setSelected([]);
      enqueueSnackbar(`${ids.length} rows set to ${statusLabel(status)}`, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error, config.texts.updateFailed), { variant: 'error' });
    }
  };

  const statusFilter = config.statuses && (
    <TextField
      select
      size="small"
      label="Status"
      value={url.listParams.status ?? ''}
      onChange={(event) => url.setStatus(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      fullWidth={false}
      sx={{ minWidth: { xs: '100%', sm: 180 } }}
    >
      <option value="">All</option>
      {/* The dashboard's "active" link asks for several statuses at once. */}
      {url.listParams.status?.includes(',') && (
        <option value={url.listParams.status}>
          {url.listParams.status.split(',').map(statusLabel).join(' or ')}
        </option>
      )}
      {config.statuses.map((status) => (
        <option key={status} value={status}>
          {statusLabel(status)}
        </option>
      ))}
    </TextField>
  );

  return (
    <Stack spacing={2}>
      <title>{`${config.title} | ${brand.name} Admin`}</title>
      {selectedOnPage.length > 0 && (
        <BulkBar
          count={selectedOnPage.length}
          statuses={lead?.status?.values}
          onSetStatus={lead?.status ? handleBulkStatus : undefined}
          onDelete={() => deletion.askMany(selectedOnPage)}
          onClear={() => setSelected([])}
        />
      )}
      <DataTable<Row>
        label={config.title}
        rows={rows}
        columns={columns}
        getRowId={rowId}
        rowCount={list.data?.total ?? 0}
        page={url.listParams.page}
        pageSize={url.listParams.pageSize}
        pageSizeOptions={PAGE_SIZES}
        sort={url.sort}
        onPageChange={url.setPage}
        onPageSizeChange={url.setPageSize}
        onSortChange={url.setSort}
        search={url.listParams.search}
        onSearchChange={url.setSearch}
        searchLabel={config.searchLabel ?? 'Search'}
        filters={statusFilter}
        toolbar={
          <>
            <ExportButton
              resource={config.resource}
              params={url.listParams}
              fileName={`${config.resource.replace(/_/g, '-')}.csv`}
            />
            {actions.create && (
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                onClick={() => setEditing({ mode: 'add' })}
              >
                {`Add ${config.entityName}`}
              </Button>
            )}
          </>
        }
        // A new page, sort or search (not a background refresh) shows the loading state.
        isLoading={list.isLoading}
        error={list.error ?? null}
        onRetry={() => void list.mutate()}
        onView={(row) => url.setViewId(rowId(row))}
        onEdit={(row) => setEditing({ mode: 'edit', row })}
        onDelete={(row) =>
          deletion.askOne(rowId(row), async () => {
            await actions.remove(row);
            await media.removeAll(config.images?.(row) ?? []);
          })
        }
        renderCard={renderCard}
        selectedIds={selectedOnPage}
        onSelectedIdsChange={(ids) =>
          setSelected((current) => {
            const next = ids.map(String);
            const isSame =
              next.length === current.length && next.every((id) => current.includes(id));
            return isSame ? current : next;
          })
        }
      />
      <MediaSessionProvider session={media}>
        <EntityFormDialog<Row, Values, Clean>
          form={config.form}
          entityName={config.entityName}
          editing={editing}
          onSave={handleSave}
          onClose={() => {
            void media.rollback();
            setEditing(null);
          }}
        />
      </MediaSessionProvider>
      <EntityDetailDialog<Row>
        open={url.viewId !== null}
        title={viewed ? config.describe(viewed) : `${config.entityName} details`}
        row={viewed}
        fields={config.details}
        placeholder={
          linked.error ? (
            <ErrorState message={linked.error.message} onRetry={() => void linked.mutate()} />
          ) : linked.isLoading ? (
            <LoadingState label="Loading" />
          ) : (
            `This ${config.entityName.toLowerCase()} no longer exists.`
          )
        }
        extra={
          lead && viewed ? (
            <LeadPanel
              inbox={lead.inbox}
              id={rowId(viewed)}
              status={
                lead.status
                  ? {
                      current: lead.status.of(viewed),
                      values: lead.status.values,
                      onChange: (status) => changeStatus([rowId(viewed)], status),
                    }
                  : undefined
              }
              email={lead.email(viewed)}
              phone={lead.phone(viewed)}
              replySubject={lead.replySubject}
              onAddNote={leadActions.addNote}
              tools={lead.Tools && <lead.Tools row={viewed} />}
            />
          ) : undefined
        }
        onClose={() => url.setViewId(null)}
        onEdit={
          viewed
            ? () => {
                setEditing({ mode: 'edit', row: viewed });
                url.setViewId(null);
              }
            : undefined
        }
      />
      {deletion.dialog}
    </Stack>
  );
}
