import { openSessionFromLink, setNewPassword, useSession } from '@inzira/shared-data/auth';
import { useAuthClient } from '@inzira/shared-data/client';
import { errorMessage } from '@inzira/shared-data/errors';
import { brand } from '@inzira/shared-ui/brand';
import { LoadingState } from '@inzira/shared-ui/states';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useNotifiedAction } from '../common/notices/use-notified-action';
import { paths } from '../config/paths';
import { ChangePasswordForm } from '../features/settings';

/**
 * Where invitation and reset e-mails land (docs/team-and-roles.md): the link opens a session,
 * the member chooses a password and arrives in the back-office signed in.
 */
export function ResetPasswordPage() {
  const client = useAuthClient();
  const session = useSession();
  const navigate = useNavigate();
  const { run } = useNotifiedAction();
  const [linkError, setLinkError] = useState<string | null>(null);
  const [opening, setOpening] = useState(true);

  useEffect(() => {
    const url = new URL(window.location.href);
    openSessionFromLink(client, url)
      .then((opened) => {
        // The tokens must not stay in the address bar or the history.
        if (opened) window.history.replaceState(null, '', url.pathname);
      })
      .catch((error: unknown) => setLinkError(errorMessage(error)))
      .finally(() => setOpening(false));
  }, [client]);

  let body;
  if (opening || session.status === 'loading') {
    body = <LoadingState label="Opening your link" />;
  } else if (linkError || session.status === 'signed-out') {
    body = (
      <Alert severity="warning">
        {linkError ?? 'Open the link from your e-mail to choose a password.'}{' '}
        <Link component={RouterLink} to={paths.forgotPassword}>
          Send a new link
        </Link>
      </Alert>
    );
  } else {
    body = (
      <>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Signed in as {session.session.user.email}. Choose your password.
        </Typography>
        <ChangePasswordForm
          submitLabel="Save password"
          onSubmit={(values) =>
            run(
              async () => {
                await setNewPassword(client, values.newPassword);
                navigate(paths.dashboard, { replace: true });
              },
              { success: 'Password saved. Welcome!', failure: 'The password could not be saved' },
            )
          }
        />
      </>
    );
  }

  return (
    <Container component="main" maxWidth="xs" sx={{ py: { xs: 6, sm: 10 } }}>
      <title>{`Choose a password | ${brand.name} Admin`}</title>
      <Paper sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Choose a password
        </Typography>
        {body}
      </Paper>
    </Container>
  );
}
