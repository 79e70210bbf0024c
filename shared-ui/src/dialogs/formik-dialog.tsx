import type { ReactNode } from 'react';
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

// FormDialog with its Formik state built in. enableReinitialize resets the form
// whenever the parent hands in another record's initial values, so an edit
// never shows the values of the record edited before.
export function FormikDialog<Values extends FormikValues>({
  initialValues,
  validationSchema,
  onSubmit,
  children,
  ...dialogProps
}: FormikDialogProps<Values>) {
  return (
    <Formik<Values>
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
