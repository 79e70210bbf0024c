import {
  isAuthApiError,
  isAuthRetryableFetchError,
  type Session,
  type User,
} from '@supabase/supabase-js';
import type { InziraClient } from '../client';
import { ERROR_MESSAGES, toUserError } from '../errors';

export const SIGN_IN_MESSAGES = {
  invalidCredentials: 'Invalid email or password.',
  noUser: 'Authentication failed.',
  fallback: 'An error occurred during sign in.',
  success: 'Successfully signed in!',
} as const;

/** Signs in with e-mail and password, with the messages of docs/product.md ("Messages"). */
export async function signIn(
  client: InziraClient,
  email: string,
  password: string,
): Promise<{ user: User; session: Session }> {
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error) {
    if (
      isAuthApiError(error) &&
      (error.code === 'invalid_credentials' || /invalid login credentials/i.test(error.message))
    ) {
      throw new Error(SIGN_IN_MESSAGES.invalidCredentials);
    }
    if (isAuthRetryableFetchError(error)) throw new Error(ERROR_MESSAGES.network);
    throw new Error(error.message || SIGN_IN_MESSAGES.fallback);
  }
  if (!data.user || !data.session) throw new Error(SIGN_IN_MESSAGES.noUser);
  return { user: data.user, session: data.session };
}

export async function signOut(client: InziraClient): Promise<void> {
  const { error } = await client.auth.signOut();
  if (error) throw toUserError(error);
}
