import type { PGlite } from '@electric-sql/pglite';
import { json, type Handler, type HttpRequest, type HttpResponse } from '../http/types';
import { checkApiKey } from './api-key';
import { handleAdmin, requireServiceRole } from './admin-handler';
import { authBody } from './body';
import type { AuthConfig } from './config';
import { currentUser } from './current-user';
import { generateLink, inviteUser } from './admin-links';
import {
  handleOtp,
  handleReauthenticate,
  handleRecover,
  handleResend,
  handleSignup,
  handleVerifyGet,
  handleVerifyPost,
} from './email-flows';
import type { EmailThrottle } from './email-throttle';
import { authError, invalidCredentials } from './errors';
import type { AuthMailer } from './mailer';
import { handleFactors } from './mfa-handler';
import { handleOAuthClients } from './oauth-clients';
import type { RateLimiter } from './rate-limit';
import { endSessions, refreshSession, startSession, type SessionDeps } from './sessions';
import type { TokenKit } from './tokens';
import { handleUser } from './user-handler';
import { decoy, findUserByEmail, passwordMatches } from './users';

export { currentUser } from './current-user';

export interface AuthDeps extends SessionDeps {
  db: PGlite;
  tokens: TokenKit;
  config: AuthConfig;
  mailer: AuthMailer;
  signInLimiter: RateLimiter;
  /** `/verify` and MFA verifications per client address (GoTrue's `token_verifications`). */
  verifyLimiter: RateLimiter;
  emailThrottle: EmailThrottle;
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
  return json(200, await startSession(deps, user, 'password'));
}

async function handleToken(deps: AuthDeps, request: HttpRequest): Promise<HttpResponse> {
  const grant = request.url.searchParams.get('grant_type');
  if (grant === 'password') return passwordGrant(deps, request);
  if (grant === 'refresh_token')
    return json(200, await refreshSession(deps, authBody(request).refresh_token));
  // Sign-in kinds this server has no provider for answer as a GoTrue with them off.
  if (grant === 'pkce') {
    const body = authBody(request);
    if (typeof body.auth_code !== 'string' || typeof body.code_verifier !== 'string') {
      throw authError(
        400,
        'validation_failed',
        'invalid request: both auth code and code verifier should be non-empty',
      );
    }
    throw authError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  }
  if (grant === 'id_token') {
    throw authError(
      400,
      'provider_disabled',
      'Provider (issuer "https://accounts.google.com") is not enabled',
    );
  }
  if (grant === 'web3') throw authError(400, 'web3_provider_disabled', 'Web3 provider is disabled');
  throw authError(400, 'unsupported_grant_type', 'unsupported_grant_type');
}

const logoutScopes = ['global', 'local', 'others'];

async function handleLogout(deps: AuthDeps, request: HttpRequest): Promise<HttpResponse> {
  const { claims, userId } = await currentUser(deps, request);
  const scope = request.url.searchParams.get('scope') ?? 'global';
  if (!logoutScopes.includes(scope))
    throw authError(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
  await endSessions(deps.db, userId, String(claims.session_id), scope);
  return { status: 204 };
}

function settings(config: AuthConfig) {
  return {
    external: { email: true, phone: false, anonymous_users: config.enableAnonymousSignIns },
    disable_signup: !config.enableSignup,
    mailer_autoconfirm: !config.enableConfirmations,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  };
}

const manualLinkingDisabled = () =>
  authError(404, 'manual_linking_disabled', 'Manual linking is disabled');

/** `/auth/v1/*`: GoTrue's behaviour for the endpoints supabase-js calls (docs/local-auth.md). */
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
    if (path === 'settings' && method === 'GET') return json(200, settings(deps.config));
    if (path === 'signup' && method === 'POST') return handleSignup(deps, request);
    if (path === 'token' && method === 'POST') return handleToken(deps, request);
    if (path === 'otp' && method === 'POST') return handleOtp(deps, request);
    if (path === 'magiclink' && method === 'POST') return handleOtp(deps, request);
    if (path === 'recover' && method === 'POST') return handleRecover(deps, request);
    if (path === 'resend' && method === 'POST') return handleResend(deps, request);
    if (path === 'verify' && method === 'POST') return handleVerifyPost(deps, request);
    if (path === 'verify' && method === 'GET') return handleVerifyGet(deps, request);
    if (path === 'reauthenticate' && method === 'GET')
      return handleReauthenticate(deps, (await currentUser(deps, request)).userId);
    if (path === 'user') return handleUser(deps, request);
    if (path === 'user/identities/authorize' || path.startsWith('user/identities/')) {
      await currentUser(deps, request);
      throw manualLinkingDisabled();
    }
    if (path === 'factors' || path.startsWith('factors/'))
      return handleFactors(deps, request, path);
    if (path === 'logout' && method === 'POST') return handleLogout(deps, request);
    if (path === 'sso' && method === 'POST')
      throw authError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
    if (path === 'invite' && method === 'POST') {
      await requireServiceRole(deps, request);
      return inviteUser(deps, request);
    }
    if (path === 'admin/generate_link' && method === 'POST') {
      await requireServiceRole(deps, request);
      return generateLink(deps, request);
    }
    if (path === 'admin/oauth/clients' || path.startsWith('admin/oauth/clients/')) {
      await requireServiceRole(deps, request);
      return handleOAuthClients(deps, request, path);
    }
    if (path === 'admin/users' || path.startsWith('admin/users/'))
      return handleAdmin(deps, request, path);
    throw authError(404, 'not_found', 'Not found');
  };
}
