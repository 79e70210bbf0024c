import { errorMessage } from '@inzira/shared-data/errors';
import { useSnackbar } from 'notistack';
import { useState } from 'react';

export interface ActionNotices {
  /** Shown once the action is done, e.g. "Note added". */
  success: string;
  /** Shown when the action fails with no message of its own, e.g. "Failed to add the note". */
  failure: string;
}

/**
 * Runs an action the administrator asked for and tells how it went in a notice: the success
 * text, or the error's own message (`failure` when it has none). A failure is told, not thrown:
 * what the form holds stays as it was. `isRunning` holds while it runs, so its control can wait.
 */
export function useNotifiedAction() {
  const { enqueueSnackbar } = useSnackbar();
  const [isRunning, setIsRunning] = useState(false);

  const run = async (action: () => Promise<unknown>, { success, failure }: ActionNotices) => {
    setIsRunning(true);
    try {
      await action();
      enqueueSnackbar(success, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error, failure), { variant: 'error' });
    } finally {
      setIsRunning(false);
    }
  };

  return { run, isRunning };
}
