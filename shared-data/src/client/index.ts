export { createSupabase, type InziraClient, type SupabaseConfig } from './create-supabase';
export {
  createPublicClient,
  type DataClient,
  type PublicClientConfig,
} from './create-public-client';
export { createLazyPublicClient } from './lazy-public-client';
export { SupabaseProvider, useAuthClient, useSupabase } from './supabase-context';
