import { signOut, useSession } from '@inzira/shared-data/auth';
import { useAuthClient } from '@inzira/shared-data/client';
import { AdminShell } from '@inzira/shared-ui/admin-shell';
import { LoadingState } from '@inzira/shared-ui/states';
import { useSnackbar } from 'notistack';
import { Suspense } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';

export function AdminLayout() {
  const client = useAuthClient();
  const session = useSession();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const email = session.status === 'signed-in' ? (session.session.user.email ?? '') : '';

  async function handleSignOut() {
    try {
      await signOut(client);
      // To /admin, which sends a signed-out visitor to the sign-in screen.
      navigate('/admin', { replace: true });
    } catch (error) {
      enqueueSnackbar(error instanceof Error ? error.message : String(error), { variant: 'error' });
    }
  }

  return (
    <AdminShell userEmail={email} onSignOut={() => void handleSignOut()}>
      <Suspense fallback={<LoadingState label="Loading" />}>
        <Outlet />
      </Suspense>
    </AdminShell>
  );
}
