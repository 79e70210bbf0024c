import { createSupabase } from '@inzira/shared-data/client';
import { env } from '../config/env';

/** The public site's one client: visitors never sign in, so nothing is persisted. */
export const supabase = createSupabase({ url: env.supabaseUrl, anonKey: env.supabaseAnonKey });
