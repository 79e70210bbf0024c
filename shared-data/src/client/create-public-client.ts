import { FunctionsClient } from '@supabase/functions-js';
import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from '@inzira/contract/database.types.ts';
import { apiKeyHeaders } from './api-key-headers';
import type { InziraClient } from './create-supabase';

/**
 * What the public data layer needs of a client: tables, database functions (reads) and Edge
 * Functions (every visitor write). Both the full supabase-js client (admin) and the lean public
 * client below provide it.
 */
export type DataClient = Pick<InziraClient, 'from' | 'rpc' | 'functions'>;

export interface PublicClientConfig {
  url: string;
  publishableKey: string;
}

/**
 * The visitor's client: the same PostgREST and Functions libraries supabase-js uses for
 * `.from()`, `.rpc()` and `.functions.invoke()`, without auth, realtime and storage (~40 KB gzip
 * a phone never needs; visitors never sign in). Requests carry the publishable key.
 */
export function createPublicClient({ url, publishableKey }: PublicClientConfig): DataClient {
  const base = url.replace(/\/+$/, '');
  const headers = apiKeyHeaders(publishableKey);
  const rest = new PostgrestClient<Database>(`${base}/rest/v1`, { headers });
  return Object.assign(rest, {
    functions: new FunctionsClient(`${base}/functions/v1`, { headers }),
  });
}
