import { ConfirmDialog, DISCARD_TEXTS } from '@inzira/shared-ui/dialogs';
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * While a form holds unsaved edits, leaving the screen (a sidebar link, Back) asks first, and
 * closing or reloading the tab gets the browser's own warning. Esc, the backdrop and Cancel
 * are guarded by the form dialog itself.
 */
export function UnsavedChangesGuard({ isDirty }: { isDirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={DISCARD_TEXTS.title}
      message={DISCARD_TEXTS.message}
      cancelLabel={DISCARD_TEXTS.keep}
      confirmLabel={DISCARD_TEXTS.discard}
      isDestructive
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
