import Button, { type ButtonProps } from '@mui/material/Button';
import { Suspense, useState, type ReactNode } from 'react';
import { opensForm, type FormName } from './opens-form';

export interface DialogButtonProps extends Omit<ButtonProps, 'onClick'> {
  /**
   * The dialog (usually lazy: its code loads on the first click only), rendered from the first
   * click on and fresh on every opening.
   */
  renderDialog: (state: { open: boolean; onClose: () => void }) => ReactNode;
  /** Which form the dialog holds, so its code is requested at the first touch. */
  form: FormName;
}

/** A button that opens a public form's dialog, e.g. "Enroll Now" or "Apply Now". */
export function DialogButton({
  renderDialog,
  form,
  variant = 'contained',
  children,
  ...props
}: DialogButtonProps) {
  const [session, setSession] = useState(0);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        {...props}
        variant={variant}
        {...opensForm(form)}
        onClick={() => {
          setSession((count) => count + 1);
          setOpen(true);
        }}
      >
        {children}
      </Button>
      {session > 0 && (
        <Suspense key={session} fallback={null}>
          {renderDialog({ open, onClose: () => setOpen(false) })}
        </Suspense>
      )}
    </>
  );
}
