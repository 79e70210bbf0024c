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
import { FormikDialog } from '@inzira/shared-ui/dialogs';
import { ErrorState, LoadingState } from '@inzira/shared-ui/states';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { FormikValues } from 'formik';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import type { EntityConfig } from './entity-config';
import { EntityDetailDialog } from './entity-detail-dialog';
import { PAGE_SIZES, useListUrlState } from './list-url-state';
import { noticeText } from './notice-text';

type Editing<Row> = { mode: 'add' } | { mode: 'edit'; row: Row };

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
  const schema = config.form.useSchema();
  const [editing, setEditing] = useState<Editing<Row> | null>(null);
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
      if (url.viewId === rowId(row)) url.setViewId(null);
      enqueueSnackbar(config.texts.deleted, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(noticeText(error, config.texts.deleteFailed), { variant: 'error' });
    }
  };

  const handleSubmit = async (values: Values) => {
    if (!editing) return;
    const isAdd = editing.mode === 'add';
    try {
      // The schema's own output: trimmed text, lists without blanks, numbers as numbers.
      const clean = await schema.validate(values);
      if (editing.mode === 'add') await actions.create?.(clean);
      else await actions.update(editing.row, clean);
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
      sx={{ minWidth: 160, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
    >
      <option value="">All</option>
      {config.statuses.map((status) => (
        <option key={status} value={status}>
          {statusLabel(status)}
        </option>
      ))}
    </TextField>
  );

  const Fields = config.form.Fields;
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
        isLoading={list.isLoading || list.isValidating}
        error={list.error instanceof Error ? list.error : null}
        onRetry={() => void list.mutate()}
        onView={(row) => url.setViewId(rowId(row))}
        onEdit={(row) => setEditing({ mode: 'edit', row })}
        onDelete={(row) => void handleDelete(row)}
      />
      <FormikDialog<Values>
        open={editing !== null}
        mode={editing?.mode ?? 'add'}
        entityName={config.entityName}
        maxWidth={config.form.maxWidth}
        initialValues={
          editing?.mode === 'edit' ? config.form.toValues(editing.row) : config.form.empty
        }
        validationSchema={schema}
        onSubmit={handleSubmit}
        onClose={() => setEditing(null)}
      >
        <Fields />
      </FormikDialog>
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
