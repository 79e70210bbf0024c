import { useAdminRow, type AdminResource, type AdminRows } from '@inzira/shared-data/admin-list';
import { errorMessage } from '@inzira/shared-data/errors';
import type { FormikValues } from 'formik';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useMediaSessionState } from '../media';
import type { EntityConfig } from './entity-config';
import type { Editing } from './entity-form-dialog';
import { rowId } from './row-id';

interface RecordDialogsOptions<Row> {
  /** The page shown: the viewed row comes from it when it is there. */
  rows: readonly Row[];
  /** The row being viewed (`?id=` in the URL) and how to change it. */
  viewId: string | null;
  setViewId: (id: string | null) => void;
  refreshInterval: number;
}

/**
 * The record view, the add/edit form and the record's own writes: saving (with the images the
 * form uploaded) and deleting (with the images it held).
 */
export function useRecordDialogs<R extends AdminResource, Values extends FormikValues, Clean>(
  config: EntityConfig<R, Values, Clean>,
  { rows, viewId, setViewId, refreshInterval }: RecordDialogsOptions<AdminRows[R]>,
) {
  type Row = AdminRows[R];
  const { enqueueSnackbar } = useSnackbar();
  const actions = config.useActions();
  const media = useMediaSessionState();
  const [editing, setEditing] = useState<Editing<Row> | null>(null);
  // The viewed row comes from the page when it is there, else from the server (a link).
  const pageRow = viewId ? rows.find((row) => rowId(row) === viewId) : undefined;
  const linked = useAdminRow(config.resource, viewId && !pageRow ? viewId : null, {
    refreshInterval,
  });
  const viewed = pageRow ?? linked.data ?? null;

  const save = async (values: Clean, current: Editing<Row>) => {
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

  return {
    media,
    editing,
    viewed,
    /** The view's row when it is not on the page: loading, failed or gone. */
    linked,
    isViewOpen: viewId !== null,
    canAdd: actions.create !== undefined,
    openAdd: () => setEditing({ mode: 'add' }),
    openEdit: (row: Row) => setEditing({ mode: 'edit', row }),
    openView: (row: Row) => setViewId(rowId(row)),
    closeView: () => setViewId(null),
    /** From the view to the form of the same record. */
    editViewed: (row: Row) => {
      setEditing({ mode: 'edit', row });
      setViewId(null);
    },
    save,
    /** Closing the form drops the images it uploaded. */
    closeForm: () => {
      void media.rollback();
      setEditing(null);
    },
    remove: async (row: Row) => {
      await actions.remove(row);
      await media.removeAll(config.images?.(row) ?? []);
    },
  };
}
