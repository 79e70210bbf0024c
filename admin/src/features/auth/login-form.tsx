import { loginSchema, type LoginFormValues } from '@inzira/shared-data/auth';
import { FormikForm, SubmitButton, TextInput } from '@inzira/shared-ui/form-fields';

const initialValues: LoginFormValues = { email: '', password: '' };

export function LoginForm({ onSubmit }: { onSubmit: (values: LoginFormValues) => Promise<void> }) {
  return (
    <FormikForm initialValues={initialValues} validationSchema={loginSchema} onSubmit={onSubmit}>
      <TextInput name="email" label="Email" type="email" autoComplete="username" required />
      <TextInput
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
      />
      <SubmitButton label="Sign In" submittingLabel="Signing in..." size="large" />
    </FormikForm>
  );
}
