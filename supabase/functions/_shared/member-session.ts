import type { Caller } from './caller.ts';
import { sessionClient } from './database.ts';
import { RequestError } from './request-error.ts';

/**
 * For functions a secret key (a server, a scheduled job) or a team member may call: a session
 * passes only if it is a member's, which the caller's own session asks the database.
 */
export async function requireMemberSession(caller: Caller, refusal: string): Promise<void> {
  if (caller.authMode !== 'user') return;
  const { data, error } = await sessionClient(caller.token ?? '').rpc('is_admin');
  if (error || data !== true) throw new RequestError(403, refusal);
}
