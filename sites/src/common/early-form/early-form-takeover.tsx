import { useFormikContext } from 'formik';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { readEarlyForm, releaseEarlyForm, type EarlyFormState } from './early-form-handoff';

export interface EarlyFormTakeoverProps {
  copy: HTMLElement;
  /** What the form opened with from the copy (its initial values took these over). */
  taken: EarlyFormState;
}

/**
 * Rendered inside the app's form when a copy of it was shown before the app had started. The
 * dialog opened with what the visitor had typed (`taken`); as it appears, letters typed since
 * are added, focus goes back to the field the visitor was in, the copy is taken away, and a
 * Submit pressed meanwhile is made here, through the form's own checks (docs/performance.md,
 * "A form before the app").
 */
export function EarlyFormTakeover({ copy, taken }: EarlyFormTakeoverProps) {
  const { setFieldValue } = useFormikContext();
  const marker = useRef<HTMLSpanElement>(null);
  const submitHeld = useRef(false);
  const tookOver = useRef(false);

  // Before the dialog's first paint, so the copy and the dialog never show different text.
  // Once: afterwards the copy fades out and the fields are the visitor's own.
  useLayoutEffect(() => {
    if (tookOver.current || !copy.isConnected) return;
    tookOver.current = true;
    const now = readEarlyForm(copy);
    for (const [name, value] of Object.entries(now.values)) {
      if (name in taken.values && taken.values[name] !== value) {
        void setFieldValue(name, value, false);
      }
    }
    releaseEarlyForm(copy);
    const form = marker.current?.closest('form');
    if (now.focused) {
      form?.querySelector<HTMLElement>(`[name="${CSS.escape(now.focused)}"]`)?.focus();
    }
    submitHeld.current = now.submitHeld;
  }, [copy, taken, setFieldValue]);

  useEffect(() => {
    if (!submitHeld.current) return;
    submitHeld.current = false;
    marker.current?.closest('form')?.requestSubmit();
  }, []);

  return <span ref={marker} hidden />;
}
