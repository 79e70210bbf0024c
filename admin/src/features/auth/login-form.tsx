import { loginSchema, type LoginFormValues } from '@inzira/shared-data/auth';
import { FormikForm, SubmitButton, TextInput } from '@inzira/shared-ui/form-fields';
import type { FormikHelpers } from 'formik';
import { useRef } from 'react';

const initialValues: LoginFormValues = { email: '', password: '' };

/**
 * `onSubmit` answers false when the sign-in failed: the password is then selected, ready to be
 * typed again (the notice says why), instead of focus being lost with the disabled button.
 */
export function LoginForm({
  onSubmit,
}: {
  onSubmit: (
    values: LoginFormValues,
    helpers: FormikHelpers<LoginFormValues>,
  ) => Promise<boolean | void>;
}) {
  const passwordRef = useRef<HTMLInputElement>(null);
  return (
    <FormikForm
      initialValues={initialValues}
      validationSchema={loginSchema}
      onSubmit={async (values, helpers) => {
        if ((await onSubmit(values, helpers)) === false) {
          // After the submit button is enabled again, so nothing takes focus back.
          setTimeout(() => {
            passwordRef.current?.focus();
            passwordRef.current?.select();
          }, 0);
        }
      }}
    >
      <TextInput name="email" label="Email" type="email" autoComplete="username" required />
      <TextInput
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        inputRef={passwordRef}
      />
      <SubmitButton label="Sign In" submittingLabel="Signing in..." size="large" />
    </FormikForm>
  );
}
