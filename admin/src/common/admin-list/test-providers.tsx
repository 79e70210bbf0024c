import { createSupabase, SupabaseProvider } from '@inzira/shared-data/client';
import { SnackbarProvider } from 'notistack';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';

// Form tests need no data: the option lists (services, events, professionals) point at a
// port nothing listens on, so they load nothing and the forms are checked on their own rules.
const offline = createSupabase({ url: 'http://127.0.0.1:9', publishableKey: 'offline' });

/**
 * What an admin screen runs in: SWR, the client, notices and a data router (the unsaved-changes
 * guard blocks navigation through it). `otherPage` is shown at /elsewhere.
 */
export function FormTestProviders({
  children,
  otherPage = null,
}: {
  children: ReactNode;
  otherPage?: ReactNode;
}) {
  const [router] = useState(() =>
    createMemoryRouter([
      { path: '/elsewhere', element: otherPage },
      { path: '*', element: children },
    ]),
  );
  return (
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
      <SupabaseProvider client={offline}>
        <SnackbarProvider>
          <RouterProvider router={router} />
        </SnackbarProvider>
      </SupabaseProvider>
    </SWRConfig>
  );
}
