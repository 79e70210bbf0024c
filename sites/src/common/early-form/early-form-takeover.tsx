import { useFormikContext } from 'formik';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { readEarlyForm, releaseEarlyForm } from './early-form-handoff';

/**
 * Rendered inside the app's form when a copy of it was shown before the app had started. The
 * dialog opened with what the visitor had typed (its initial values); as it appears, letters
 * typed since are added, focus goes back to the field the visitor was in, the copy is taken
 * away, and a Submit pressed meanwhile is made here, through the form's own checks
 * (docs/performance.md, "A form before the app").
 */
export function EarlyFormTakeover({ copy, onClosed }: { copy: HTMLElement; onClosed: () => void }) {
  const { values, setFieldValue } = useFormikContext<Record<string, unknown>>();
  const marker = useRef<HTMLSpanElement>(null);
  const tookOver = useRef(false);

  // Once, before the dialog's first paint, so the copy and the dialog never show different
  // text; afterwards the copy fades out and the fields are the visitor's own.
  useLayoutEffect(() => {
    if (tookOver.current || !copy.isConnected) return;
    tookOver.current = true;
    const now = readEarlyForm(copy);
    // Closed between this dialog's rendering and its showing (React may yield in between, and
    // the visitor's close lands there): the form stays closed, as the visitor left it.
    if (now.closed) {
      releaseEarlyForm(copy);
      onClosed();
      return;
    }
    for (const [name, value] of Object.entries(now.values)) {
      // Only the form's own text fields; anything else in the copy is not the app's to take.
      if (typeof values[name] === 'string' && values[name] !== value) {
        void setFieldValue(name, value, false);
      }
    }
    releaseEarlyForm(copy);
    const form = marker.current?.closest('form');
    if (now.focused) {
      form?.querySelector<HTMLElement>(`[name="${CSS.escape(now.focused)}"]`)?.focus();
    }
    // After the values set above are rendered (React renders an update made here before this
    // task ends): a real submit, validated like any other.
    if (now.submitHeld) queueMicrotask(() => form?.requestSubmit());
  }, [copy, values, setFieldValue, onClosed]);

  return <span ref={marker} hidden />;
}

/**
 * The visitor closed the copy while the app's dialog was on its way (the press had already been
 * made again for the app): the dialog stays closed, as the visitor left it, and the copy goes.
 */
export function EarlyFormClosed({ copy, onClose }: { copy: HTMLElement; onClose: () => void }) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    releaseEarlyForm(copy);
    onClose();
  }, [copy, onClose]);
  return null;
}
