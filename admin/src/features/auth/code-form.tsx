import { FormikForm, SubmitButton, TextInput } from '@inzira/shared-ui/form-fields';
import * as yup from 'yup';

const schema = yup.object({
  code: yup
    .string()
    .trim()
    .matches(/^\d{6}$/, 'Enter the 6 digits your app shows')
    .required('Enter the 6 digits your app shows'),
});

/** The second step of signing in: the code of the member's authenticator app. */
export function CodeForm({ onSubmit }: { onSubmit: (code: string) => Promise<unknown> }) {
  return (
    <FormikForm
      initialValues={{ code: '' }}
      validationSchema={schema}
      onSubmit={(values) => onSubmit(values.code)}
    >
      <TextInput
        name="code"
        label="Code from your authenticator app"
        autoComplete="one-time-code"
        inputMode="numeric"
        required
      />
      <SubmitButton label="Verify" submittingLabel="Verifying..." size="large" />
    </FormikForm>
  );
}
