import { createContext, useContext, type ReactNode } from 'react';
import type { InziraClient } from './create-supabase';

const SupabaseContext = createContext<InziraClient | null>(null);

export function SupabaseProvider({
  client,
  children,
}: {
  client: InziraClient;
  children: ReactNode;
}) {
  return <SupabaseContext.Provider value={client}>{children}</SupabaseContext.Provider>;
}

export function useSupabase(): InziraClient {
  const client = useContext(SupabaseContext);
  if (!client) throw new Error('useSupabase needs a <SupabaseProvider> above it.');
  return client;
}
