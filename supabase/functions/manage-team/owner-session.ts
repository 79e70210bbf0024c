import type { Database } from '@inzira/contract/database.ts';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { RequestError } from '../_shared/http.ts';

/**
 * The caller's own client, after checking that the caller is an owner: the one place this
 * function decides who may call it. The database asks the same question again in every function
 * the client calls (docs/team-and-roles.md), so the audit log records the owner who acted.
 */
export type CallerClient = SupabaseClient<Database>;

export async function ownerSession(request: Request): Promise<CallerClient> {
  const authorization = request.headers.get('authorization') ?? '';
  const url = Deno.env.get('SUPABASE_URL');
  const anonKey = Deno.env.get('SUPABASE_ANON_KEY');
  if (!url || !anonKey) throw new Error('SUPABASE_URL and SUPABASE_ANON_KEY must be set');
  const caller = createClient<Database>(url, anonKey, {
    global: { headers: { Authorization: authorization } },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  // admin_team() answers owners only (two factors included when the owner requires them).
  const { error } = await caller.rpc('admin_team');
  if (error) throw new RequestError(403, 'Only owners can manage the team.');
  return caller;
}
