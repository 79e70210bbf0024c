import { SiteLayout } from '@inzira/shared-ui/site-shell';
import { Outlet } from 'react-router-dom';
import { env } from '../config/env';

export function RootLayout() {
  return (
    <SiteLayout adminUrl={env.adminUrl}>
      <Outlet />
    </SiteLayout>
  );
}
