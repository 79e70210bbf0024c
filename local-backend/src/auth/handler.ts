import type { PGlite } from '@electric-sql/pglite';
import { json, type Handler, type HttpRequest, type HttpResponse } from '../http/types';
import { bearerClaims, checkApiKey } from './api-key';
import { handleAdmin } from './admin-handler';
import { authBody, isJson } from './body';
import { authError, invalidCredentials } from './errors';
import type { RateLimiter } from './rate-limit';
import {
  endSessions,
  refreshSession,
  sessionExists,
  startSession,
  type SessionDeps,
} from './sessions';
import type { TokenKit, VerifiedClaims } from './tokens';
import {
  checkPassword,
  decoy,
  findUserByEmail,
  findUserById,
  passwordMatches,
  updateUser,
  userJson,
} from './users';

export interface AuthDeps extends SessionDeps {
  db: PGlite;
  tokens: TokenKit;
  signInLimiter: RateLimiter;
}

/** The signed-in caller: a valid, unexpired user token whose session still exists. */
export async function currentUser(
  deps: AuthDeps,
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

const rateLimited = () => authError(429, 'over_request_rate_limit', 'Request rate limit reached');

async function passwordGrant(deps: AuthDeps, request: HttpRequest): Promise<HttpResponse> {
  if (!deps.signInLimiter.allow(`address:${request.ip}`)) throw rateLimited();
  const body = authBody(request);
  const { email, password } = body;
  if (
    typeof email !== 'string' ||
    typeof password !== 'string' ||
    email === '' ||
    password === ''
  ) {
    throw authError(400, 'validation_failed', 'missing email or phone');
  }
  // Failed guesses at one account from one address: a third party guessing from elsewhere
  // spends its own allowance and cannot lock the owner out of the account.
  const accountKey = `account:${email.trim().toLowerCase()}|${request.ip}`;
  if (deps.signInLimiter.blocked(accountKey)) throw rateLimited();
  const user = await findUserByEmail(deps.db, email);
  // Same answer, and the same bcrypt work, for an unknown address and a wrong password.
  const matches = await passwordMatches(password, user?.encrypted_password);
  if (!user || !matches) {
    deps.signInLimiter.record(accountKey);
    throw invalidCredentials();
  }
  if (!user.email_confirmed_at) throw authError(400, 'email_not_confirmed', 'Email not confirmed');
  if (user.banned_until && user.banned_until > new Date())
    throw authError(400, 'user_banned', 'User is banned');
  return json(200, await startSession(deps, user));
}

async function handleToken(deps: AuthDeps, request: HttpRequest): Promise<HttpResponse> {
  const grant = request.url.searchParams.get('grant_type');
  if (grant === 'password') return passwordGrant(deps, request);
  if (grant === 'refresh_token')
    return json(200, await refreshSession(deps, authBody(request).refresh_token));
  throw authError(400, 'unsupported_grant_type', 'unsupported_grant_type');
}

async function handleUser(deps: AuthDeps, request: HttpRequest): Promise<HttpResponse> {
  const { userId } = await currentUser(deps, request);
  const user = await findUserById(deps.db, userId);
  if (!user) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  if (request.method === 'GET') return json(200, userJson(user));
  if (request.method !== 'PUT') throw authError(405, 'method_not_allowed', 'Method not allowed');
  const body = authBody(request);
  if (body.email !== undefined && body.email !== user.email) {
    throw authError(
      422,
      'email_change_not_supported',
      'Changing the e-mail address is not supported locally',
    );
  }
  let password: string | undefined;
  if (body.password !== undefined) {
    password = checkPassword(body.password);
    if (await passwordMatches(password, user.encrypted_password)) {
      throw authError(
        422,
        'same_password',
        'New password should be different from the old password.',
      );
    }
  }
  const data = body.data;
  const updated = await updateUser(deps.db, userId, {
    password,
    userMetadata: isJson(data) ? data : undefined,
  });
  return json(200, userJson(updated));
}

async function handleLogout(deps: AuthDeps, request: HttpRequest): Promise<HttpResponse> {
  const { claims, userId } = await currentUser(deps, request);
  const scope = request.url.searchParams.get('scope') ?? 'global';
  await endSessions(deps.db, userId, String(claims.session_id), scope);
  return { status: 204 };
}

const settings = {
  external: { email: true, phone: false, anonymous_users: false },
  disable_signup: true,
  mailer_autoconfirm: false,
  phone_autoconfirm: false,
  sms_provider: '',
  saml_enabled: false,
};

/** `/auth/v1/*`: GoTrue's behaviour for password sessions and the admin user API. */
export function createAuthHandler(deps: AuthDeps): Handler {
  // Hashed now, so that the first unknown e-mail does not pay for it.
  void decoy();
  return async (request) => {
    const path = request.url.pathname.replace(/^\/auth\/v1\/?/, '');
    const method = request.method;
    if (path === 'health')
      return json(200, { version: 'local', name: 'GoTrue', description: 'Inzira local auth' });
    // Public, as GoTrue serves it: clients verify sessions with it without asking the server.
    if (path === '.well-known/jwks.json' && method === 'GET')
      return json(200, deps.tokens.jwks(), { 'Cache-Control': 'public, max-age=600' });
    await checkApiKey(request, deps.tokens);
    if (path === 'settings' && method === 'GET') return json(200, settings);
    if (path === 'signup') {
      // Without an e-mail or phone, supabase-js's signInAnonymously(): off, as in settings.
      const body = method === 'POST' ? authBody(request) : {};
      if (!body.email && !body.phone)
        throw authError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
      throw authError(422, 'signup_disabled', 'Signups not allowed for this instance');
    }
    if (path === 'token' && method === 'POST') return handleToken(deps, request);
    if (path === 'user') return handleUser(deps, request);
    if (path === 'logout' && method === 'POST') return handleLogout(deps, request);
    if (path === 'admin/users' || path.startsWith('admin/users/'))
      return handleAdmin(deps, request, path);
    throw authError(404, 'not_found', 'Not found');
  };
}
