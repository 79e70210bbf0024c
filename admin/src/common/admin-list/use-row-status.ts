import { statusLabel } from '@inzira/shared-data/bookings';
import { errorMessage } from '@inzira/shared-data/errors';
import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import type { LeadConfig } from './entity-config';
import { useLeadActions } from './use-lead-actions';

/**
 * An inbox's status in one action: for one row (its menu, the view) or for the selected rows,
 * each with its notice. Without a status (not an inbox, or registrations) nothing is changed.
 */
export function useRowStatus<Row>(lead: LeadConfig<Row> | undefined, failed: string) {
  const { enqueueSnackbar } = useSnackbar();
  const resource = lead?.status?.resource;
  const { setStatus, addNote } = useLeadActions(resource);

  const change = useCallback(
    async (ids: string[], status: string) => {
      if (resource) await setStatus(resource, ids, status);
    },
    [resource, setStatus],
  );

  /** Stable, so the grid's columns (its status menus) are made once; true when it worked. */
  const changeWithNotice = useCallback(
    async (ids: string[], status: string, done: string) => {
      try {
        await change(ids, status);
        enqueueSnackbar(`${done} to ${statusLabel(status)}`, { variant: 'success' });
        return true;
      } catch (error) {
        enqueueSnackbar(errorMessage(error, failed), { variant: 'error' });
        return false;
      }
    },
    [change, enqueueSnackbar, failed],
  );
  const setOne = useCallback(
    (id: string, status: string) => changeWithNotice([id], status, 'Status changed'),
    [changeWithNotice],
  );
  const setMany = (ids: string[], status: string) =>
    changeWithNotice(ids, status, `${ids.length} rows set`);

  return { change, setOne, setMany, addNote };
}
