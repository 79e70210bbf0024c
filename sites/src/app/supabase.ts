import { createLazyPublicClient } from '@inzira/shared-data/client';
import { env } from '../config/env';

/**
 * The public site's one client: visitors never sign in, so it is PostgREST alone (tables and
 * database functions with the anon key), without supabase-js's auth and realtime code. Its
 * libraries load on first use, not with the page (docs/performance.md).
 */
export const supabase = createLazyPublicClient({
  url: env.supabaseUrl,
  publishableKey: env.supabasePublishableKey,
});
