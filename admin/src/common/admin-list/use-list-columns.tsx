import {
  ADMIN_RESOURCES,
  type AdminResource,
  type AdminRows,
} from '@inzira/shared-data/admin-list';
import type { GridColDef, RowCard } from '@inzira/shared-ui/data-table';
import { isWaitingTooLong } from '@inzira/shared-data/leads';
import Chip from '@mui/material/Chip';
import { useMemo } from 'react';
import type { CardConfig, EntityConfig } from './entity-config';
import { formatDate } from './format';
import { rowId } from './row-id';
import { StatusChip } from './status-chip';
import { StatusMenu } from './status-menu';
import { isNewSince } from './use-inbox-since';

const newChip = <Chip size="small" color="secondary" label="New" sx={{ ml: 1 }} />;
// A lead still waiting after the team's threshold (docs/leads.md, "Waiting too long").
const lateChip = <Chip size="small" color="warning" label="Waiting too long" sx={{ ml: 1 }} />;

interface ListColumnsOptions {
  /** When the administrator last opened this inbox (see useInboxSince). */
  since: string | null | undefined;
  /** Leads still waiting that arrived before this instant are late (from the needs-action counts). */
  waitingCutoff?: string | null;
  /** Sets one row's status; stable, so the columns are made once. */
  setStatus: (id: string, status: string) => Promise<unknown>;
}

/**
 * The grid's columns and the phone cards of a list: the config's columns, sortable where the
 * server sorts; in an inbox the status column is a menu that changes it and the first column
 * marks the rows that arrived since the last visit.
 */
export function useListColumns<R extends AdminResource>(
  config: Pick<EntityConfig<R>, 'resource' | 'columns' | 'lead' | 'card' | 'describe'>,
  { since, waitingCutoff, setStatus }: ListColumnsOptions,
) {
  type Row = AdminRows[R];
  const { resource, columns, lead, describe } = config;
  const card = useMemo<CardConfig<Row>>(
    () => config.card ?? { title: describe, date: (row) => formatDate(row.created_at) },
    [config.card, describe],
  );
  const status = lead?.status;
  const isInbox = lead !== undefined;

  const gridColumns = useMemo(() => {
    const sortable: readonly string[] = ADMIN_RESOURCES[resource].sortableColumns;
    const statusField: string | undefined = ADMIN_RESOURCES[resource].statusColumn;
    return columns.map((column, index): GridColDef<Row> => {
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
              onChange={(value) => void setStatus(rowId(row), value)}
            />
          ),
        };
      // The first column carries the "new" marker of rows that arrived since the last visit
      // and the flag of leads waiting too long.
      if (index === 0 && isInbox)
        return {
          ...next,
          renderCell: (params) => (
            <>
              {params.formattedValue ?? params.value}
              {isNewSince(since, params.row.created_at) && newChip}
              {isWaitingTooLong(waitingCutoff, params.row) && lateChip}
            </>
          ),
        };
      return next;
    });
  }, [resource, columns, status, isInbox, since, waitingCutoff, card, setStatus]);

  const renderCard = (row: Row): RowCard => {
    const current = card.status?.(row);
    return {
      name: card.title(row),
      title: card.title(row),
      badge:
        isInbox && (isNewSince(since, row.created_at) || isWaitingTooLong(waitingCutoff, row)) ? (
          <>
            {isNewSince(since, row.created_at) && newChip}
            {isWaitingTooLong(waitingCutoff, row) && lateChip}
          </>
        ) : undefined,
      detail: card.detail?.(row),
      date: card.date?.(row),
      status:
        current && status ? (
          <StatusMenu
            status={current}
            statuses={status.values}
            rowName={card.title(row)}
            onChange={(value) => void setStatus(rowId(row), value)}
          />
        ) : current ? (
          <StatusChip status={current} />
        ) : undefined,
    };
  };

  return { columns: gridColumns, renderCard };
}
