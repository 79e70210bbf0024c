import { ErrorScreen } from '@inzira/shared-ui/error-screen';
import { SiteLayout } from '@inzira/shared-ui/site-shell';
import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useLocation } from 'react-router-dom';
import { env } from '../config/env';

export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <SiteLayout adminUrl={env.adminUrl}>
      {/* A failing page shows the generic error screen inside the shell; navigating away resets it. */}
      <ErrorBoundary fallback={<ErrorScreen />} resetKeys={[pathname]}>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </SiteLayout>
  );
}
