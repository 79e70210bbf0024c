import { signOut } from '@inzira/shared-data/auth';
import { useAuthClient } from '@inzira/shared-data/client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { AUTH_MESSAGES } from './auth-messages';

/** A signed-in user who is not an administrator: say so plainly and offer to sign out. */
export function NotAdminNotice({ email }: { email: string }) {
  const client = useAuthClient();
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 10 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Access denied
      </Typography>
      <Alert severity="error" sx={{ mb: 3 }}>
        {AUTH_MESSAGES.notAdmin} You are signed in as {email}.
      </Alert>
      <Button variant="contained" onClick={() => void signOut(client)}>
        Sign out
      </Button>
    </Container>
  );
}
