import { SupabaseProvider } from '@inzira/shared-data/client';
import { AppThemeProvider } from '@inzira/shared-ui/theme';
import { SnackbarProvider } from 'notistack';
import { RouterProvider } from 'react-router-dom';
import { noticeComponents } from './notice-content';
import { router } from './router';
import { supabase } from './supabase';

/** Toasts last 5 s (docs/product.md, "Constants"). */
const TOAST_DURATION_MS = 5000;

export function App() {
  return (
    <AppThemeProvider>
      <SnackbarProvider
        autoHideDuration={TOAST_DURATION_MS}
        maxSnack={3}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        Components={noticeComponents}
      >
        <SupabaseProvider client={supabase}>
          <RouterProvider router={router} />
        </SupabaseProvider>
      </SnackbarProvider>
    </AppThemeProvider>
  );
}
