import { createSupabase, SupabaseProvider } from '@inzira/shared-data/client';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

// Form tests need no data: the option lists (services, events, professionals) point at a
// port nothing listens on, so they load nothing and the forms are checked on their own rules.
const offline = createSupabase({ url: 'http://127.0.0.1:9', anonKey: 'offline' });

export function FormTestProviders({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
      <SupabaseProvider client={offline}>{children}</SupabaseProvider>
    </SWRConfig>
  );
}
