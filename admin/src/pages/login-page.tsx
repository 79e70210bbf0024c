import { useIsAdmin, useSession } from '@inzira/shared-data/auth';
import { brand } from '@inzira/shared-ui/brand';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { paths } from '../config/paths';
import { CodeForm, LoginForm, useNeedsSecondFactor, useSignIn } from '../features/auth';

export function LoginPage() {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.session.user.id : undefined;
  const isAdmin = useIsAdmin(userId);
  const { handleSignIn, handleCode, askCode, isRedirecting } = useSignIn();
  const needsCode = useNeedsSecondFactor();
  const showCode = askCode || (isAdmin.data === true && needsCode.data === true);

  // An administrator who is already signed in (with their code, if they have an app) goes
  // straight to the dashboard.
  if (isAdmin.data && needsCode.data === false && !isRedirecting.current) {
    return <Navigate to={paths.dashboard} replace />;
  }

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
        {showCode ? (
          <CodeForm onSubmit={handleCode} />
        ) : (
          <>
            <LoginForm onSubmit={(values) => handleSignIn(values.email, values.password)} />
            <Link component={RouterLink} to={paths.forgotPassword} sx={{ display: 'block', mt: 2 }}>
              Forgot password?
            </Link>
          </>
        )}
      </Paper>
    </Container>
  );
}
