import { CacheProvider, type EmotionCache } from '@emotion/react';
import { AppThemeProvider } from '@inzira/shared-ui/theme';
import type { ReactNode } from 'react';

export function AppProviders({ cache, children }: { cache: EmotionCache; children: ReactNode }) {
  return (
    <CacheProvider value={cache}>
      <AppThemeProvider>{children}</AppThemeProvider>
    </CacheProvider>
  );
}
