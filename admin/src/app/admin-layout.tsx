import { signOut, useSession } from '@inzira/shared-data/auth';
import { useAuthClient } from '@inzira/shared-data/client';
import { useUnreadCounts } from '@inzira/shared-data/leads';
import { AdminShell } from '@inzira/shared-ui/admin-shell';
import { LoadingState } from '@inzira/shared-ui/states';
import { useSnackbar } from 'notistack';
import { Suspense } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { roleMayOpen } from '@inzira/shared-data/team';
import {
  ADMIN_SCREENS,
  SCREEN_IDS,
  screenArea,
  screenUrl,
  type AdminScreen,
} from '../config/admin-screens';
import { useMemberRole } from '../features/auth';
import { errorMessage } from '@inzira/shared-data/errors';

export function AdminLayout() {
  const client = useAuthClient();
  const session = useSession();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const email = session.status === 'signed-in' ? (session.session.user.email ?? '') : '';

  const unread = useUnreadCounts();
  const role = useMemberRole();
  // Only the screens the member's role may open (docs/team-and-roles.md).
  const visible = SCREEN_IDS.filter((id) => {
    const area = screenArea(ADMIN_SCREENS[id]);
    return !area || roleMayOpen(role, area);
  });
  const navItems = visible.map((id) => {
    const screen: AdminScreen = ADMIN_SCREENS[id];
    return {
      label: screen.label,
      to: screenUrl(id),
      icon: screen.icon,
      badge: screen.kind === 'inbox' ? unread.data?.[screen.resource] : undefined,
    };
  });

  async function handleSignOut() {
    try {
      await signOut(client);
      // To /admin, which sends a signed-out visitor to the sign-in screen.
      navigate('/admin', { replace: true });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  }

  return (
    <AdminShell navItems={navItems} userEmail={email} onSignOut={() => void handleSignOut()}>
      <Suspense fallback={<LoadingState label="Loading" />}>
        <Outlet />
      </Suspense>
    </AdminShell>
  );
}
