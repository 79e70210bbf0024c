import { CacheProvider, type EmotionCache } from '@emotion/react';
import { SupabaseProvider, type DataClient } from '@inzira/shared-data/client';
import { fallbackIsData } from '@inzira/shared-data/swr';
import { AppThemeProvider } from '@inzira/shared-ui/theme';
import type { ReactNode } from 'react';
import { SWRConfig, type Middleware } from 'swr';
import { BookingProvider } from '../features/booking';
import { supabase } from './supabase';

interface AppProvidersProps {
  cache: EmotionCache;
  children: ReactNode;
  /** The build reads content from whichever backend answered (default: the configured one). */
  client?: DataClient;
  /** The build records the loads a page asks for (see entry-server.tsx). */
  use?: Middleware[];
}

/**
 * Providers shared by the browser entry and the prerenderer. The build renders each page with
 * the published content it shows (SWR fallback, docs/performance.md); the browser starts from
 * the same data and revalidates it.
 */
export function AppProviders({ cache, children, client = supabase, use = [] }: AppProvidersProps) {
  return (
    <CacheProvider value={cache}>
      <AppThemeProvider>
        <SupabaseProvider client={client}>
          <SWRConfig value={{ revalidateOnFocus: false, use: [fallbackIsData, ...use] }}>
            <BookingProvider>{children}</BookingProvider>
          </SWRConfig>
        </SupabaseProvider>
      </AppThemeProvider>
    </CacheProvider>
  );
}
