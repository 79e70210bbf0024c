import { bearerClaims } from './api-key';
import { authError } from './errors';
import type { AuthDeps } from './handler';
import { sessionExists } from './sessions';
import type { VerifiedClaims } from './tokens';
import type { HttpRequest } from '../http/types';

/** The signed-in caller: a valid, unexpired user token whose session still exists. */
export async function currentUser(
  deps: Pick<AuthDeps, 'db' | 'tokens'>,
  request: HttpRequest,
): Promise<{ claims: VerifiedClaims; userId: string }> {
  const bearer = await bearerClaims(request, deps.tokens);
  if (!bearer) throw authError(401, 'no_authorization', 'This endpoint requires a Bearer token');
  if (!bearer.ok)
    throw authError(
      401,
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${bearer.message}`,
    );
  const { claims } = bearer;
  if (claims.role !== 'authenticated' || typeof claims.sub !== 'string') {
    throw authError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  }
  if (!(await sessionExists(deps.db, claims.session_id))) {
    throw authError(
      403,
      'session_not_found',
      'Session from session_id claim in JWT does not exist',
    );
  }
  return { claims, userId: claims.sub };
}
