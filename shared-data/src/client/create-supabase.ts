import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@inzira/contract/database.types.ts';

export type InziraClient = SupabaseClient<Database>;

export interface SupabaseConfig {
  url: string;
  publishableKey: string;
  /** Admin sessions persist across reloads; the public site never signs in. */
  persistSession?: boolean;
  /** Separate storage per app so the two SPAs on one machine never share a session. */
  storageKey?: string;
}

/** The one Supabase client of an app; apps validate their env and pass it in. */
export function createSupabase(config: SupabaseConfig): InziraClient {
  return createClient<Database>(config.url, config.publishableKey, {
    auth: {
      persistSession: config.persistSession ?? false,
      autoRefreshToken: config.persistSession ?? false,
      detectSessionInUrl: false,
      storageKey: config.storageKey,
    },
  });
}
