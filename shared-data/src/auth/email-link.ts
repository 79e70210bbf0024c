import type { EmailOtpType } from '@supabase/supabase-js';
import type { InziraClient } from '../client';
import { toUserError } from '../errors';

const expiredLink = 'This link has expired or has already been used. Ask for a new one.';

const linkTypes: readonly EmailOtpType[] = ['recovery', 'invite', 'magiclink', 'signup', 'email'];
const isLinkType = (value: string | null): value is EmailOtpType =>
  linkTypes.some((type) => type === value);

/**
 * Opens the session an invitation or password-reset e-mail's link carries (the apps do not let
 * supabase-js read URLs by itself): tokens in the fragment (Auth's redirect) or a `token_hash`
 * in the query (an e-mail template linking straight to the app). Answers whether the URL held a
 * link; a link Auth refused (expired, used) throws a message for people.
 */
export async function openSessionFromLink(client: InziraClient, url: URL): Promise<boolean> {
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ''));
  if (fragment.get('error') || url.searchParams.get('error')) throw new Error(expiredLink);
  const accessToken = fragment.get('access_token');
  const refreshToken = fragment.get('refresh_token');
  if (accessToken && refreshToken) {
    const { error } = await client.auth.setSession({
      access_token: accessToken,
      refresh_token: refreshToken,
    });
    if (error) throw new Error(expiredLink);
    return true;
  }
  const tokenHash = url.searchParams.get('token_hash');
  const type = url.searchParams.get('type');
  if (tokenHash && isLinkType(type)) {
    const { error } = await client.auth.verifyOtp({ token_hash: tokenHash, type });
    if (error) throw error.status === 403 ? new Error(expiredLink) : toUserError(error);
    return true;
  }
  return false;
}
