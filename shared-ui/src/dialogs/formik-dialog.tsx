import { useState, type ReactNode } from 'react';
import { Formik, type FormikConfig, type FormikProps, type FormikValues } from 'formik';
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

// FormDialog with its Formik state built in. Every opening starts a fresh
// form (a cancelled draft never comes back), and enableReinitialize follows
// the parent when it hands in another record while the dialog is open.
export function FormikDialog<Values extends FormikValues>({
  initialValues,
  validationSchema,
  onSubmit,
  children,
  ...dialogProps
}: FormikDialogProps<Values>) {
  const [session, setSession] = useState(0);
  const [wasOpen, setWasOpen] = useState(dialogProps.open);
  if (dialogProps.open !== wasOpen) {
    setWasOpen(dialogProps.open);
    if (dialogProps.open) setSession((count) => count + 1);
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
        <FormDialog
          {...dialogProps}
          isSubmitting={formik.isSubmitting}
          onSubmit={formik.handleSubmit}
        >
          {typeof children === 'function' ? children(formik) : children}
        </FormDialog>
      )}
    </Formik>
  );
}
