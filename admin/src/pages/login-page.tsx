import { useIsAdmin, useSession } from '@inzira/shared-data/auth';
import { brand } from '@inzira/shared-ui/brand';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Navigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { LoginForm, useSignIn } from '../features/auth';

export function LoginPage() {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.session.user.id : undefined;
  const isAdmin = useIsAdmin(userId);
  const { handleSignIn, isRedirecting } = useSignIn();

  // An administrator who is already signed in goes straight to the dashboard.
  if (isAdmin.data && !isRedirecting.current) return <Navigate to={paths.dashboard} replace />;

  return (
    <Container component="main" maxWidth="xs" sx={{ py: { xs: 6, sm: 10 } }}>
      <title>{`Sign In | ${brand.name} Admin`}</title>
      <Paper sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Sign In
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {brand.name} back-office
        </Typography>
        <LoginForm onSubmit={(values) => handleSignIn(values.email, values.password)} />
      </Paper>
    </Container>
  );
}
