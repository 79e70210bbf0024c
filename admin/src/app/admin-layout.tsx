import { signOut, useSession } from '@inzira/shared-data/auth';
import { useAuthClient } from '@inzira/shared-data/client';
import { hasNeedsAction, useNeedsActionCounts, useUnreadCounts } from '@inzira/shared-data/leads';
import { AdminShell } from '@inzira/shared-ui/admin-shell';
import { LoadingState } from '@inzira/shared-ui/states';
import { useSnackbar } from 'notistack';
import { Suspense } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { roleMayOpen } from '@inzira/shared-data/team';
import { isInbox } from '@inzira/shared-data/leads';
import {
  ADMIN_SCREENS,
  resourceUrl,
  SCREEN_IDS,
  screenArea,
  screenUrl,
  type AdminScreen,
} from '../config/admin-screens';
import { useMemberRole } from '../features/auth';
import { TopBarSearch } from '../features/search';
import { errorMessage } from '@inzira/shared-data/errors';

export function AdminLayout() {
  const client = useAuthClient();
  const session = useSession();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const email = session.status === 'signed-in' ? (session.session.user.email ?? '') : '';

  // An inbox's badge counts the leads nobody has acted on yet, the same for everyone; event
  // registrations, which need no answer, count what arrived since this administrator's last
  // visit (docs/leads.md, "Needs action").
  const needsAction = useNeedsActionCounts();
  const unread = useUnreadCounts();
  const badgeOf = (resource: string) =>
    hasNeedsAction(resource) ? needsAction.data?.[resource] : unread.data?.participants;
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
      ...(screen.kind === 'inbox' && {
        badge: badgeOf(screen.resource),
        badgeLabel: hasNeedsAction(screen.resource) ? 'need action' : 'new',
      }),
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
    <AdminShell
      navItems={navItems}
      userEmail={email}
      onSignOut={() => void handleSignOut()}
      // The search finds leads: only for the roles that handle them.
      search={
        roleMayOpen(role, 'leads') ? (
          <TopBarSearch
            onOpen={(result) => {
              if (isInbox(result.kind))
                navigate(`${resourceUrl(result.kind)}?id=${encodeURIComponent(result.id)}`);
            }}
          />
        ) : undefined
      }
    >
      <Suspense fallback={<LoadingState label="Loading" />}>
        <Outlet />
      </Suspense>
    </AdminShell>
  );
}
