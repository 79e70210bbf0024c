import type { Database } from '@inzira/contract/database.ts';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Caller } from '../_shared/caller.ts';
import { sessionClient } from '../_shared/database.ts';
import { RequestError } from '../_shared/http.ts';

/**
 * The caller's own client, after checking that the caller is an owner: the one place this
 * function decides who may call it. `serveJson` has verified the session (docs/api-keys.md);
 * the database asks the same question again in every function the client calls
 * (docs/team-and-roles.md), so the audit log records the owner who acted.
 */
export type CallerClient = SupabaseClient<Database>;

export async function ownerSession(caller: Caller): Promise<CallerClient> {
  const client = sessionClient(caller.token ?? '');
  // admin_team() answers owners only (two factors included when the owner requires them).
  const { error } = await client.rpc('admin_team');
  if (error) throw new RequestError(403, 'Only owners can manage the team.');
  return client;
}
