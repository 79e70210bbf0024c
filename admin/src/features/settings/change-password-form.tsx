import { changePasswordSchema, type ChangePasswordFormValues } from '@inzira/shared-data/auth';
import { FormikForm, SubmitButton, TextInput } from '@inzira/shared-ui/form-fields';
import Box from '@mui/material/Box';
import type { FormikHelpers } from 'formik';
import * as yup from 'yup';

/** The new password, and the e-mailed code when the change needs one (docs/team-and-roles.md). */
export type PasswordFormValues = ChangePasswordFormValues & { code: string };

export interface ChangePasswordFormProps {
  onSubmit: (
    values: PasswordFormValues,
    helpers: FormikHelpers<PasswordFormValues>,
  ) => Promise<void>;
  /** Ask for the reauthentication code e-mailed to the member. */
  withCode?: boolean;
  submitLabel?: string;
}

const empty: PasswordFormValues = { newPassword: '', confirmPassword: '', code: '' };

const withCodeSchema = changePasswordSchema.shape({
  code: yup
    .string()
    .trim()
    .matches(/^\d{6,10}$/, 'Enter the code from the e-mail')
    .required('Enter the code from the e-mail'),
});

export function ChangePasswordForm({
  onSubmit,
  withCode = false,
  submitLabel = 'Change Password',
}: ChangePasswordFormProps) {
  return (
    <FormikForm<PasswordFormValues>
      initialValues={empty}
      validationSchema={withCode ? withCodeSchema : changePasswordSchema}
      onSubmit={onSubmit}
    >
      {withCode && (
        <TextInput
          name="code"
          label="Code from the e-mail"
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          helperText=" "
        />
      )}
      <TextInput
        name="newPassword"
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        helperText=" "
      />
      <TextInput
        name="confirmPassword"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        helperText=" "
      />
      <Box>
        <SubmitButton label={submitLabel} submittingLabel="Saving..." />
      </Box>
    </FormikForm>
  );
}
