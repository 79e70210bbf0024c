import { changePasswordSchema, type ChangePasswordFormValues } from '@inzira/shared-data/auth';
import { FormikForm, SubmitButton, TextInput } from '@inzira/shared-ui/form-fields';
import Box from '@mui/material/Box';
import type { FormikHelpers } from 'formik';

export interface ChangePasswordFormProps {
  onSubmit: (
    values: ChangePasswordFormValues,
    helpers: FormikHelpers<ChangePasswordFormValues>,
  ) => Promise<void>;
}

const empty: ChangePasswordFormValues = { newPassword: '', confirmPassword: '' };

export function ChangePasswordForm({ onSubmit }: ChangePasswordFormProps) {
  return (
    <FormikForm<ChangePasswordFormValues>
      initialValues={empty}
      validationSchema={changePasswordSchema}
      onSubmit={onSubmit}
    >
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
        <SubmitButton label="Change Password" submittingLabel="Saving..." />
      </Box>
    </FormikForm>
  );
}
