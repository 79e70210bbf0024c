import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import {
  Form,
  Formik,
  useFormikContext,
  type FormikConfig,
  type FormikProps,
  type FormikValues,
} from 'formik';

export interface FormikFormProps<Values extends FormikValues> {
  initialValues: Values;
  validationSchema?: FormikConfig<Values>['validationSchema'];
  /** Return the save's promise: Formik keeps isSubmitting true until it settles. */
  onSubmit: FormikConfig<Values>['onSubmit'];
  enableReinitialize?: boolean;
  children: ReactNode | ((formik: FormikProps<Values>) => ReactNode);
}

// Formik plus a <form> laid out as a column of fields. noValidate hands every
// message to the schema, so the texts are ours and shown under the fields.
export function FormikForm<Values extends FormikValues>({
  initialValues,
  validationSchema,
  onSubmit,
  enableReinitialize,
  children,
}: FormikFormProps<Values>) {
  return (
    <Formik<Values>
      initialValues={initialValues}
      validationSchema={validationSchema}
      onSubmit={onSubmit}
      enableReinitialize={enableReinitialize}
    >
      {(formik) => (
        <Box component={Form} noValidate sx={{ display: 'grid', gap: 2 }}>
          {typeof children === 'function' ? children(formik) : children}
        </Box>
      )}
    </Formik>
  );
}

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'children'> {
  label: string;
  /** Shown while Formik is submitting, e.g. "Booking..." or "Signing in...". */
  submittingLabel?: string;
}

export function SubmitButton({
  label,
  submittingLabel,
  disabled,
  variant = 'contained',
  ...props
}: SubmitButtonProps) {
  const { isSubmitting } = useFormikContext();
  return (
    <Button {...props} type="submit" variant={variant} disabled={disabled || isSubmitting}>
      {isSubmitting && submittingLabel ? submittingLabel : label}
    </Button>
  );
}
