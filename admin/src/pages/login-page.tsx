import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** Placeholder until the sign-in flow lands (issue 8); the route exists so redirects resolve. */
export function LoginPage() {
  return (
    <Container component="main" maxWidth="xs" sx={{ py: 10 }}>
      <title>Sign In | Inzira Admin</title>
      <Paper sx={{ p: 4 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Sign In
        </Typography>
        <Typography color="text.secondary">Inzira back-office</Typography>
      </Paper>
    </Container>
  );
}
