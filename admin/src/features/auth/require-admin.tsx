import { useIsAdmin, useSession } from '@inzira/shared-data/auth';
import { ErrorState, LoadingState } from '@inzira/shared-ui/states';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { AUTH_MESSAGES } from './auth-messages';
import { NotAdminNotice } from './not-admin-notice';
import { useNeedsSecondFactor } from './use-second-factor';

/**
 * Lets only administrators through: signing in is not enough (docs/product-decisions.md, decision 6). A visitor
 * without a session, or whose session ends or is signed out, goes to the sign-in screen.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const userId = session.status === 'signed-in' ? session.session.user.id : undefined;
  const isAdmin = useIsAdmin(userId);
  const needsCode = useNeedsSecondFactor();

  if (session.status === 'loading' || (userId && isAdmin.isLoading)) {
    return <LoadingState label={AUTH_MESSAGES.checking} minHeight="100vh" />;
  }
  if (session.status === 'signed-out') {
    return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  }
  if (isAdmin.error) {
    return (
      <ErrorState
        message={`${AUTH_MESSAGES.adminCheckFailed} ${isAdmin.error?.message ?? ''}`}
        onRetry={() => void isAdmin.mutate()}
      />
    );
  }
  if (!isAdmin.data) return <NotAdminNotice email={session.session.user.email ?? ''} />;
  // A member with an authenticator app gives its code before going in (docs/team-and-roles.md).
  if (needsCode.data === true) return <Navigate to={paths.login} replace />;
  return children;
}
