import {
  ADMIN_RESOURCES,
  useAdminList,
  useAdminRow,
  type AdminResource,
  type AdminRows,
} from '@inzira/shared-data/admin-list';
import { statusLabel } from '@inzira/shared-data/bookings';
import { brand } from '@inzira/shared-ui/brand';
import { DataTable } from '@inzira/shared-ui/data-table';
import { ErrorState, LoadingState } from '@inzira/shared-ui/states';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { FormikValues } from 'formik';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { MediaSessionProvider, useMediaSessionState } from '../media';
import type { EntityConfig } from './entity-config';
import { EntityDetailDialog } from './entity-detail-dialog';
import { EntityFormDialog, type Editing } from './entity-form-dialog';
import { PAGE_SIZES, useListUrlState } from './list-url-state';
import { noticeText } from './notice-text';

const rowId = (row: { id: string | null }): string => row.id ?? '';

/**
 * Every admin list: a server-paged grid with search, status filter, add button, and view,
 * edit and delete per row, each entity bringing its columns, form, actions and texts.
 */
export function AdminListScreen<R extends AdminResource, Values extends FormikValues, Clean>({
  config,
}: {
  config: EntityConfig<R, Values, Clean>;
}) {
  type Row = AdminRows[R];
  const { enqueueSnackbar } = useSnackbar();
  const url = useListUrlState();
  const list = useAdminList(config.resource, url.listParams);
  const actions = config.useActions();
  const [editing, setEditing] = useState<Editing<Row> | null>(null);
  const media = useMediaSessionState();
  const rows = list.data?.rows ?? [];

  // The viewed row comes from the page when it is there, else from the server (a link).
  const pageRow = url.viewId ? rows.find((row) => rowId(row) === url.viewId) : undefined;
  const linked = useAdminRow(config.resource, url.viewId && !pageRow ? url.viewId : null);
  const viewed = pageRow ?? linked.data ?? null;

  const columns = useMemo(() => {
    const sortable: readonly string[] = ADMIN_RESOURCES[config.resource].sortableColumns;
    return config.columns.map((column) => ({
      ...column,
      sortable: sortable.includes(column.field),
    }));
  }, [config.columns, config.resource]);

  const handleDelete = async (row: Row) => {
    if (!window.confirm(config.texts.confirmDelete)) return;
    try {
      await actions.remove(row);
      await media.removeAll(config.images?.(row) ?? []);
      if (url.viewId === rowId(row)) url.setViewId(null);
      enqueueSnackbar(config.texts.deleted, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(noticeText(error, config.texts.deleteFailed), { variant: 'error' });
    }
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
        noticeText(error, isAdd ? config.texts.addFailed : config.texts.updateFailed),
        { variant: 'error' },
      );
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
      {config.statuses.map((status) => (
        <option key={status} value={status}>
          {statusLabel(status)}
        </option>
      ))}
    </TextField>
  );

  return (
    <>
      <title>{`${config.title} | ${brand.name} Admin`}</title>
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
          actions.create && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setEditing({ mode: 'add' })}
            >
              {`Add ${config.entityName}`}
            </Button>
          )
        }
        // A new page, sort or search (not a background refresh) shows the loading state.
        isLoading={list.isLoading}
        error={list.error instanceof Error ? list.error : null}
        onRetry={() => void list.mutate()}
        onView={(row) => url.setViewId(rowId(row))}
        onEdit={(row) => setEditing({ mode: 'edit', row })}
        onDelete={(row) => void handleDelete(row)}
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
          linked.error instanceof Error ? (
            <ErrorState message={linked.error.message} onRetry={() => void linked.mutate()} />
          ) : linked.isLoading ? (
            <LoadingState label="Loading" />
          ) : (
            `This ${config.entityName.toLowerCase()} no longer exists.`
          )
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
    </>
  );
}
