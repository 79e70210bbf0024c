import { isAuthRetryableFetchError } from '@supabase/supabase-js';
import type { InziraClient } from '../client';
import { ERROR_MESSAGES, toUserError } from '../errors';

/** The one answer to "Forgot password?", whether or not the address has an account. */
export const RESET_REQUESTED_MESSAGE =
  'If an account exists for this address, we have sent it a link to choose a new password.';

/**
 * Asks Auth to e-mail a reset link landing on `redirectTo`. Only a network failure is told:
 * any other answer (unknown address, throttled) is kept quiet so nobody learns who has an
 * account (docs/team-and-roles.md).
 */
export async function requestPasswordReset(
  client: InziraClient,
  email: string,
  redirectTo: string,
): Promise<void> {
  const { error } = await client.auth.resetPasswordForEmail(email, { redirectTo });
  if (error && isAuthRetryableFetchError(error)) throw new Error(ERROR_MESSAGES.network);
}

/** Sets the password of the session a reset or invitation link opened (the link is the proof). */
export async function setNewPassword(client: InziraClient, password: string): Promise<void> {
  const { error } = await client.auth.updateUser({ password });
  if (error) throw toUserError(error);
}

/** E-mails the signed-in member a code that proves it is them (needed to change the password). */
export async function sendReauthenticationCode(client: InziraClient): Promise<void> {
  const { error } = await client.auth.reauthenticate();
  if (error) throw toUserError(error);
}

/**
 * Changes the password with the e-mailed code (a stolen access token alone is refused by Auth,
 * `secure_password_change`), then ends the member's other sessions.
 */
export async function changePasswordWithCode(
  client: InziraClient,
  password: string,
  code: string,
): Promise<void> {
  const { error } = await client.auth.updateUser({ password, nonce: code.trim() });
  if (error) {
    if (error.code === 'reauthentication_not_valid') {
      throw new Error('This code is wrong or has expired. Send a new one.');
    }
    throw toUserError(error);
  }
  const signedOut = await client.auth.signOut({ scope: 'others' });
  if (signedOut.error) throw toUserError(signedOut.error);
}
