import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from '../database.types';
import type { InziraClient } from './create-supabase';

/**
 * What the public data layer needs of a client: tables and database functions. Both the full
 * supabase-js client (admin) and the lean public client below provide it.
 */
export type DataClient = Pick<InziraClient, 'from' | 'rpc'>;

export interface PublicClientConfig {
  url: string;
  anonKey: string;
}

/**
 * The visitor's client: the same PostgREST library supabase-js uses for `.from()` and
 * `.rpc()`, without auth, realtime and storage (~40 KB gzip a phone never needs; visitors
 * never sign in). Requests carry the anon key exactly as supabase-js sends it.
 */
export function createPublicClient({ url, anonKey }: PublicClientConfig): DataClient {
  return new PostgrestClient<Database>(`${url.replace(/\/+$/, '')}/rest/v1`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
  });
}
