import { createContext, useContext, type ReactNode } from 'react';
import type { DataClient } from './create-public-client';
import type { InziraClient } from './create-supabase';

// The app's one client: the admin's full supabase-js client, or the public site's lean
// PostgREST client (visitors never sign in, so their phones never download auth or realtime).
const SupabaseContext = createContext<DataClient | InziraClient | null>(null);

export function SupabaseProvider({
  client,
  children,
}: {
  client: DataClient | InziraClient;
  children: ReactNode;
}) {
  return <SupabaseContext.Provider value={client}>{children}</SupabaseContext.Provider>;
}

/** The client for tables and database functions; either kind of client serves. */
export function useSupabase(): DataClient {
  const client = useContext(SupabaseContext);
  if (!client) throw new Error('useSupabase needs a <SupabaseProvider> above it.');
  return client;
}

const hasAuth = (client: DataClient | InziraClient): client is InziraClient => 'auth' in client;

/** The full supabase-js client, for signing in and the session (the admin app only). */
export function useAuthClient(): InziraClient {
  const client = useContext(SupabaseContext);
  if (!client || !hasAuth(client)) {
    throw new Error('useAuthClient needs a <SupabaseProvider> with a supabase-js client above it.');
  }
  return client;
}
