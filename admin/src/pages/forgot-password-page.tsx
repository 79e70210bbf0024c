import {
  loginSchema,
  RESET_REQUESTED_MESSAGE,
  requestPasswordReset,
} from '@inzira/shared-data/auth';
import { useAuthClient } from '@inzira/shared-data/client';
import { brand } from '@inzira/shared-ui/brand';
import { FormikForm, SubmitButton, TextInput } from '@inzira/shared-ui/form-fields';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useNotifiedAction } from '../common/notices/use-notified-action';
import { paths } from '../config/paths';

const schema = loginSchema.pick(['email']);

/** "Forgot password?": the same answer whatever the address (docs/team-and-roles.md). */
export function ForgotPasswordPage() {
  const client = useAuthClient();
  const { run } = useNotifiedAction();
  const [sent, setSent] = useState(false);

  return (
    <Container component="main" maxWidth="xs" sx={{ py: { xs: 6, sm: 10 } }}>
      <title>{`Forgot password | ${brand.name} Admin`}</title>
      <Paper sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Forgot password
        </Typography>
        {sent ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {RESET_REQUESTED_MESSAGE}
          </Alert>
        ) : (
          <FormikForm
            initialValues={{ email: '' }}
            validationSchema={schema}
            onSubmit={(values) =>
              run(
                async () => {
                  const redirectTo = new URL(paths.resetPassword, window.location.origin).href;
                  await requestPasswordReset(client, values.email.trim(), redirectTo);
                  setSent(true);
                },
                { success: 'Request sent.', failure: 'The request could not be sent' },
              )
            }
          >
            <TextInput name="email" label="Email" type="email" autoComplete="username" required />
            <SubmitButton label="Send reset link" submittingLabel="Sending..." size="large" />
          </FormikForm>
        )}
        <Link component={RouterLink} to={paths.login}>
          Back to sign in
        </Link>
      </Paper>
    </Container>
  );
}
