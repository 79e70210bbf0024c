import { json, type HttpRequest, type HttpResponse } from '../http/types';
import { authBody, isJson } from './body';
import { currentUser } from './current-user';
import { spendNonce, startEmailChange } from './email-flows';
import { authError } from './errors';
import { factorsJson } from './factors';
import type { AuthDeps } from './handler';
import { allowedRedirect } from './redirect';
import { endSessions } from './sessions';
import {
  checkEmail,
  checkPassword,
  findUserById,
  passwordMatches,
  updateUser,
  userJson,
  type UserRow,
} from './users';

/** Sessions opened by an e-mailed link may set a password without proving the old one. */
async function openedByEmailLink(deps: AuthDeps, sessionId: string): Promise<boolean> {
  const result = await deps.db.query(
    `select 1 from auth.mfa_amr_claims
     where session_id = $1 and authentication_method in ('recovery', 'invite')`,
    [sessionId],
  );
  return result.rows.length > 0;
}

/**
 * With `secure_password_change`, a stolen access token is not enough to change the password:
 * the request carries a reauthentication code (`nonce`, from `GET /reauthenticate`) or the
 * current password (GoTrue's `current_password`). A session opened by a recovery or invitation
 * link is exempt (that link is the proof), as is a user who has no password yet.
 */
async function checkPasswordChangeAllowed(
  deps: AuthDeps,
  user: UserRow,
  sessionId: string,
  body: Record<string, unknown>,
): Promise<void> {
  if (!deps.config.securePasswordChange) return;
  if (!user.encrypted_password.startsWith('$2')) return;
  if (await openedByEmailLink(deps, sessionId)) return;
  if (body.nonce !== undefined && body.nonce !== '') {
    if (await spendNonce(deps, user, body.nonce)) return;
    throw authError(422, 'reauthentication_not_valid', 'Requested nonce is invalid');
  }
  if (typeof body.current_password === 'string' && body.current_password !== '') {
    if (await passwordMatches(body.current_password, user.encrypted_password)) return;
    throw authError(
      400,
      'current_password_mismatch',
      'Current password required when setting new password.',
    );
  }
  throw authError(400, 'reauthentication_needed', 'Password update requires reauthentication');
}

/** `GET /user` and `PUT /user` for the signed-in user. */
export async function handleUser(deps: AuthDeps, request: HttpRequest): Promise<HttpResponse> {
  const { claims, userId } = await currentUser(deps, request);
  const sessionId = String(claims.session_id);
  const user = await findUserById(deps.db, userId);
  if (!user) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  if (request.method === 'GET')
    return json(200, userJson(user, await factorsJson(deps.db, user.id)));
  if (request.method !== 'PUT') throw authError(405, 'method_not_allowed', 'Method not allowed');
  const body = authBody(request);
  let password: string | undefined;
  if (body.password !== undefined) {
    password = checkPassword(body.password, deps.config.minimumPasswordLength);
    await checkPasswordChangeAllowed(deps, user, sessionId, body);
    if (await passwordMatches(password, user.encrypted_password)) {
      throw authError(
        422,
        'same_password',
        'New password should be different from the old password.',
      );
    }
  }
  if (body.email !== undefined && body.email !== user.email) {
    const email = checkEmail(body.email);
    if (email !== user.email) {
      const redirectTo = allowedRedirect(deps.config, request.url.searchParams.get('redirect_to'));
      await startEmailChange(deps, user, email, redirectTo);
    }
  }
  const data = body.data;
  const updated = await updateUser(deps.db, userId, {
    password,
    userMetadata: isJson(data) ? data : undefined,
  });
  // As GoTrue: a new password ends every other session of the user.
  if (password !== undefined) await endSessions(deps.db, userId, sessionId, 'others');
  return json(200, userJson(updated, await factorsJson(deps.db, user.id)));
}
