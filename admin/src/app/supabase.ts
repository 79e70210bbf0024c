import { createSupabase } from '@inzira/shared-data/client';
import { env } from '../config/env';

/** The back-office's one client: the admin session persists across reloads and refreshes itself. */
export const supabase = createSupabase({
  url: env.supabaseUrl,
  publishableKey: env.supabasePublishableKey,
  persistSession: true,
  storageKey: 'inzira-admin-auth',
});
