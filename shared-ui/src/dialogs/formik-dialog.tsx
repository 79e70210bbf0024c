import { useState, type ReactNode } from 'react';
import { Formik, type FormikConfig, type FormikProps, type FormikValues } from 'formik';
import { ConfirmDialog } from './confirm-dialog';
import { FormDialog, type FormDialogProps } from './form-dialog';

export interface FormikDialogProps<Values extends FormikValues> extends Omit<
  FormDialogProps,
  'onSubmit' | 'isSubmitting' | 'children'
> {
  initialValues: Values;
  validationSchema?: FormikConfig<Values>['validationSchema'];
  /** Return the save's promise: the submit button stays disabled until it settles. */
  onSubmit: FormikConfig<Values>['onSubmit'];
  children: ReactNode | ((formik: FormikProps<Values>) => ReactNode);
}

export const DISCARD_TEXTS = {
  title: 'Discard unsaved changes?',
  message: 'The changes you made in this form will be lost.',
  keep: 'Keep editing',
  discard: 'Discard',
} as const;

// FormDialog with its Formik state built in. Every opening starts a fresh
// form (a cancelled draft never comes back), and enableReinitialize follows
// the parent when it hands in another record while the dialog is open.
// Closing an edited form (Esc, the backdrop, Cancel) asks first, so a stray
// key press never throws work away.
export function FormikDialog<Values extends FormikValues>({
  initialValues,
  validationSchema,
  onSubmit,
  children,
  ...dialogProps
}: FormikDialogProps<Values>) {
  const [session, setSession] = useState(0);
  const [wasOpen, setWasOpen] = useState(dialogProps.open);
  const [isAsking, setIsAsking] = useState(false);
  if (dialogProps.open !== wasOpen) {
    setWasOpen(dialogProps.open);
    if (dialogProps.open) setSession((count) => count + 1);
    setIsAsking(false);
  }

  return (
    <Formik<Values>
      key={session}
      initialValues={initialValues}
      validationSchema={validationSchema}
      onSubmit={onSubmit}
      enableReinitialize
    >
      {(formik) => (
        <>
          <FormDialog
            {...dialogProps}
            isSubmitting={formik.isSubmitting}
            onSubmit={formik.handleSubmit}
            onClose={() => (formik.dirty ? setIsAsking(true) : dialogProps.onClose())}
          >
            {typeof children === 'function' ? children(formik) : children}
          </FormDialog>
          <ConfirmDialog
            open={dialogProps.open && isAsking}
            title={DISCARD_TEXTS.title}
            message={DISCARD_TEXTS.message}
            cancelLabel={DISCARD_TEXTS.keep}
            confirmLabel={DISCARD_TEXTS.discard}
            isDestructive
            onCancel={() => setIsAsking(false)}
            onConfirm={() => {
              setIsAsking(false);
              dialogProps.onClose();
            }}
          />
        </>
      )}
    </Formik>
  );
}
