import {
  ADMIN_RESOURCES,
  type AdminResource,
  type AdminRows,
} from '@inzira/shared-data/admin-list';
import { useNeedsActionCounts } from '@inzira/shared-data/leads';
import { brand } from '@inzira/shared-ui/brand';
import { DataTable } from '@inzira/shared-ui/data-table';
import Stack from '@mui/material/Stack';
import type { FormikValues } from 'formik';
import { BulkBar } from './bulk-bar';
import type { EntityConfig } from './entity-config';
import { PAGE_SIZES } from './list-url-state';
import { DaysFilter } from './days-filter';
import { ListToolbar, NeedsActionFilter, StatusFilter } from './list-toolbar';
import { OwnerFilter } from './owner-filter';
import { RecordDialogs } from './record-dialogs';
import { rowId } from './row-id';
import { useInboxSince } from './use-inbox-since';
import { useListColumns } from './use-list-columns';
import { useListState } from './use-list-state';
import { useRecordDialogs } from './use-record-dialogs';
import { useRowStatus } from './use-row-status';
import { useSelection } from './use-selection';
import { useUndoableDelete } from './use-undoable-delete';

/**
 * Every admin list: a server-paged grid (cards on phones) with search, status filter, add,
 * export and bulk actions, and view, edit and delete per row; inboxes add the "new" marker,
 * status in one action and the lead's notes. Each entity brings its columns, form and texts;
 * the hooks below each keep one concern.
 */
export function AdminListScreen<R extends AdminResource, Values extends FormikValues, Clean>({
  config,
}: {
  config: EntityConfig<R, Values, Clean>;
}) {
  type Row = AdminRows[R];
  const { lead, texts } = config;
  const list = useListState(config.resource, lead !== undefined);
  const { url } = list;
  const selection = useSelection(list.rows);
  const status = useRowStatus<Row>(lead, texts.updateFailed);
  const dialogs = useRecordDialogs(config, {
    rows: list.rows,
    viewId: url.viewId,
    setViewId: url.setViewId,
    refreshInterval: list.refreshInterval,
  });
  const since = useInboxSince(lead?.inbox);
  const needsAction = useNeedsActionCounts();
  const { columns, renderCard } = useListColumns(config, {
    since,
    waitingCutoff: needsAction.data?.waitingCutoff,
    setStatus: status.setOne,
  });
  const deletion = useUndoableDelete({
    resource: config.resource,
    texts,
    entityName: config.entityName,
    onDeleted: (ids) => {
      if (url.viewId && ids.includes(url.viewId)) url.setViewId(null);
      selection.drop(ids);
    },
  });
  const selected = selection.ids;

  return (
    <Stack spacing={2}>
      <title>{`${config.title} | ${brand.name} Admin`}</title>
      {selected.length > 0 && (
        <BulkBar
          count={selected.length}
          statuses={lead?.status?.values}
          onSetStatus={
            lead?.status
              ? async (value) => {
                  if (await status.setMany(selected, value)) selection.clear();
                }
              : undefined
          }
          onDelete={() => deletion.askMany(selected)}
          onClear={selection.clear}
        />
      )}
      <DataTable<Row>
        label={config.title}
        rows={list.rows}
        columns={columns}
        getRowId={rowId}
        rowCount={list.total}
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
        filters={
          <>
            {url.listParams.from && url.listParams.to && (
              <DaysFilter
                from={url.listParams.from}
                to={url.listParams.to}
                byAppointment={url.listParams.dateColumn === 'scheduled_for'}
                onClear={url.clearDays}
              />
            )}
            {config.statuses && (
              <StatusFilter
                statuses={config.statuses}
                value={url.listParams.status ?? ''}
                onChange={url.setStatus}
              />
            )}
            {ADMIN_RESOURCES[config.resource].assigneeColumn && (
              <OwnerFilter value={url.listParams.owner ?? ''} onChange={url.setOwner} />
            )}
            {ADMIN_RESOURCES[config.resource].firstActionColumn && (
              <NeedsActionFilter
                value={url.listParams.needsAction ?? false}
                onChange={url.setNeedsAction}
              />
            )}
          </>
        }
        toolbar={
          <ListToolbar
            resource={config.resource}
            params={list.params}
            entityName={config.entityName}
            onAdd={dialogs.canAdd ? dialogs.openAdd : undefined}
          />
        }
        isLoading={list.isLoading}
        error={list.error}
        onRetry={list.retry}
        onView={dialogs.openView}
        onEdit={dialogs.openEdit}
        onDelete={(row) => deletion.askOne(rowId(row), () => dialogs.remove(row))}
        renderCard={renderCard}
        selectedIds={selected}
        onSelectedIdsChange={selection.change}
      />
      <RecordDialogs config={config} dialogs={dialogs} status={status} />
      {deletion.dialog}
    </Stack>
  );
}
