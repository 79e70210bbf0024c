import { deleteRows, restoreDeleted, type AdminResource } from '@inzira/shared-data/admin-list';
import { useRevalidatingMutation } from '@inzira/shared-data/swr';
import { ConfirmDialog } from '@inzira/shared-ui/dialogs';
import Button from '@mui/material/Button';
import { useSnackbar, type SnackbarKey } from 'notistack';
import { useState } from 'react';
import type { EntityTexts } from './entity-config';
import { errorMessage } from '@inzira/shared-data/errors';

/** Long enough to read the notice and reach Undo. */
const UNDO_DURATION_MS = 10_000;

interface PendingDelete {
  ids: string[];
  message: string;
  /** The list's own delete for one row (it may clean up more than the row); else bulk. */
  run?: () => Promise<unknown>;
}

/**
 * Delete with an in-app confirmation and an Undo notice: Undo restores the rows with the same
 * ids and everything their delete took along (docs/back-office.md).
 */
export function useUndoableDelete({
  resource,
  texts,
  entityName,
  onDeleted,
}: {
  resource: AdminResource;
  texts: EntityTexts;
  entityName: string;
  onDeleted: (ids: string[]) => void;
}) {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const areas = [resource, 'lead_activity', 'inbox_reads', 'dashboard'] as const;
  const remove = useRevalidatingMutation(deleteRows, areas);
  const restore = useRevalidatingMutation(restoreDeleted, areas);
  const [pending, setPending] = useState<PendingDelete | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);

  const handleUndo = async (key: SnackbarKey, id: string, count: number) => {
    closeSnackbar(key);
    try {
      await restore(resource, id);
      enqueueSnackbar(count > 1 ? `${count} rows restored` : `${entityName} restored`, {
        variant: 'success',
      });
    } catch (error) {
      enqueueSnackbar(errorMessage(error, 'Could not undo the delete'), { variant: 'error' });
    }
  };

  const handleConfirm = async () => {
    if (!pending) return;
    setIsDeleting(true);
    const { ids, run } = pending;
    try {
      if (run) await run();
      else await remove(resource, ids);
      setPending(null);
      onDeleted(ids);
      const [first] = ids;
      enqueueSnackbar(ids.length > 1 ? `${ids.length} rows deleted` : texts.deleted, {
        variant: 'success',
        autoHideDuration: UNDO_DURATION_MS,
        action: (key) =>
          first ? (
            <Button
              color="inherit"
              size="small"
              onClick={() => void handleUndo(key, first, ids.length)}
            >
              Undo
            </Button>
          ) : null,
      });
    } catch (error) {
      enqueueSnackbar(errorMessage(error, texts.deleteFailed), { variant: 'error' });
    } finally {
      setIsDeleting(false);
    }
  };

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={
        pending && pending.ids.length > 1
          ? `Delete ${pending.ids.length} rows?`
          : `Delete ${entityName.toLowerCase()}?`
      }
      message={pending?.message ?? ''}
      confirmLabel="Delete"
      confirmingLabel="Deleting..."
      isDestructive
      isConfirming={isDeleting}
      onConfirm={() => void handleConfirm()}
      onCancel={() => setPending(null)}
    />
  );

  return {
    askOne: (id: string, run: () => Promise<unknown>) =>
      setPending({ ids: [id], message: texts.confirmDelete, run }),
    askMany: (ids: string[]) =>
      setPending({
        ids,
        message: `Are you sure you want to delete these ${ids.length} rows? You can undo this for a few seconds.`,
      }),
    dialog,
  };
}
