import type { Session } from '@supabase/supabase-js';
import { useEffect, useState } from 'react';
import { useAuthClient, type InziraClient } from '../client';
import { toUserError, unwrap } from '../errors';
import { authKeys } from './keys';
import { useQuery } from '../swr';

export type SessionState =
  { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; session: Session };

/**
 * Whether the signed-in user is a member of the team (signing in is not enough). A token issued
 * before an owner changed the member's role is refused by the database until it is refreshed
 * (docs/team-and-roles.md): a refusal is asked again once with a fresh token.
 */
export async function getIsAdmin(client: InziraClient): Promise<boolean> {
  if (unwrap(await client.rpc('is_admin'))) return true;
  const { data, error } = await client.auth.refreshSession();
  if (error || !data.session) return false;
  return unwrap(await client.rpc('is_admin'));
}

export async function getSession(client: InziraClient): Promise<Session | null> {
  const { data, error } = await client.auth.getSession();
  if (error) throw toUserError(error);
  return data.session;
}

/** The current session, kept up to date by the auth client's events (sign-in, sign-out, refresh). */
export function useSession(): SessionState {
  const client = useAuthClient();
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  useEffect(() => {
    // onAuthStateChange fires INITIAL_SESSION first, so no separate getSession() is needed.
    const { data } = client.auth.onAuthStateChange((_event, session) => {
      setState(session ? { status: 'signed-in', session } : { status: 'signed-out' });
    });
    return () => data.subscription.unsubscribe();
  }, [client]);
  return state;
}

/** Is the signed-in user (if any) an administrator; undefined while unknown. */
export function useIsAdmin(userId: string | undefined) {
  const client = useAuthClient();
  return useQuery(userId ? authKeys.isAdmin(userId) : null, () => getIsAdmin(client));
}
