export { createSupabase, type InziraClient, type SupabaseConfig } from './create-supabase';
export { SupabaseProvider, useSupabase } from './supabase-context';
