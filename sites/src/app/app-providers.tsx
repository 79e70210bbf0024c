import { CacheProvider, type EmotionCache } from '@emotion/react';
import { SupabaseProvider } from '@inzira/shared-data/client';
import { AppThemeProvider } from '@inzira/shared-ui/theme';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { BookingProvider } from '../features/booking';
import { supabase } from './supabase';

/**
 * Providers shared by the browser entry and the prerenderer. Data never loads at build time:
 * sections render their skeletons into the static HTML and fill in the browser.
 */
export function AppProviders({ cache, children }: { cache: EmotionCache; children: ReactNode }) {
  return (
    <CacheProvider value={cache}>
      <AppThemeProvider>
        <SupabaseProvider client={supabase}>
          <SWRConfig value={{ revalidateOnFocus: false }}>
            <BookingProvider>{children}</BookingProvider>
          </SWRConfig>
        </SupabaseProvider>
      </AppThemeProvider>
    </CacheProvider>
  );
}
