import { errorMessage } from '@inzira/shared-data/errors';
import {
  useRestoreRevision,
  useRevisions,
  type Revision,
  type RevisionTable,
} from '@inzira/shared-data/revisions';
import { ConfirmDialog, DialogFrame } from '@inzira/shared-ui/dialogs';
import { ErrorState, LoadingState } from '@inzira/shared-ui/states';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { formatDateTime } from '../admin-list/format';
import { KEPT_ON_RESTORE, changedFields, fieldLabel, fieldsOf } from './revision-changes';
import { RevisionDiff } from './revision-diff';
import { RevisionList } from './revision-list';

export interface RevisionHistoryDialogProps {
  open: boolean;
  table: RevisionTable;
  rowId: string;
  onClose: () => void;
  /** After a restore: the form's values are out of date. */
  onRestored: () => void;
}

/** The versions of one row, one version against the current one, and its restore. */
export function RevisionHistoryDialog({
  open,
  table,
  rowId,
  onClose,
  onRestored,
}: RevisionHistoryDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const revisions = useRevisions(table, open ? rowId : null);
  const restore = useRestoreRevision(table);
  const [selected, setSelected] = useState<Revision | null>(null);
  const [isAsking, setIsAsking] = useState(false);
  const [isRestoring, setIsRestoring] = useState(false);
  const versions = revisions.data ?? [];
  const current = versions[0];

  const close = () => {
    setSelected(null);
    onClose();
  };

  const confirmRestore = async () => {
    if (!selected) return;
    setIsRestoring(true);
    try {
      const version = await restore(selected.id);
      enqueueSnackbar(`Version ${selected.version} restored (now version ${version}).`, {
        variant: 'success',
      });
      setIsAsking(false);
      setSelected(null);
      onRestored();
    } catch (error) {
      enqueueSnackbar(errorMessage(error, 'Failed to restore the version'), { variant: 'error' });
    } finally {
      setIsRestoring(false);
    }
  };

  const compared =
    selected && current
      ? changedFields(fieldsOf(current.row_data), fieldsOf(selected.row_data))
      : [];
  const kept = compared.filter((name) => KEPT_ON_RESTORE.includes(name));

  return (
    <>
      <DialogFrame
        open={open}
        onClose={close}
        title={selected ? `Version ${selected.version} and the current one` : 'History'}
        closeLabel="Close history"
        maxWidth="md"
      >
        <DialogContent dividers>
          {revisions.error ? (
            <ErrorState message={revisions.error.message} onRetry={() => void revisions.mutate()} />
          ) : !revisions.data ? (
            <LoadingState label="Loading history" />
          ) : selected && current ? (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {formatDateTime(selected.created_at)} · {selected.actor_email ?? 'System'}
              </Typography>
              {compared.length === 0 ? (
                <Typography>This version is the same as the current one.</Typography>
              ) : (
                <RevisionDiff
                  names={compared}
                  current={fieldsOf(current.row_data)}
                  version={fieldsOf(selected.row_data)}
                  versionNumber={selected.version}
                />
              )}
              {kept.length > 0 && (
                <Alert severity="info" sx={{ mt: 2 }}>
                  A restore keeps the current {kept.map(fieldLabel).join(', ').toLowerCase()}.
                </Alert>
              )}
            </>
          ) : (
            <RevisionList versions={versions} onSelect={setSelected} />
          )}
        </DialogContent>
        <DialogActions>
          {selected ? (
            <>
              <Button onClick={() => setSelected(null)}>Back to history</Button>
              <Button
                variant="contained"
                disabled={compared.length === kept.length}
                onClick={() => setIsAsking(true)}
              >
                Restore this version
              </Button>
            </>
          ) : (
            <Button variant="contained" onClick={close}>
              Close
            </Button>
          )}
        </DialogActions>
      </DialogFrame>
      <ConfirmDialog
        open={open && isAsking}
        title={`Restore version ${selected?.version ?? ''}?`}
        message="Its content replaces the current one, which stays in the history as a version of its own."
        confirmLabel="Restore"
        confirmingLabel="Restoring..."
        isConfirming={isRestoring}
        onConfirm={() => void confirmRestore()}
        onCancel={() => setIsAsking(false)}
      />
    </>
  );
}
