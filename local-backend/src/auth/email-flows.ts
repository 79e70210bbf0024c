import { json, type HttpRequest, type HttpResponse } from '../http/types';
import { authBody, isJson } from './body';
import { authError } from './errors';
import type { AuthDeps } from './handler';
import type { AuthEmailKind } from './mailer';
import { consumeToken, issueToken, tokenHash, type TokenType } from './one-time-tokens';
import { allowedRedirect } from './redirect';
import { startSession, type AmrMethod, type SessionResponse } from './sessions';
import {
  checkEmail,
  checkPassword,
  findUserByEmail,
  findUserById,
  insertUser,
  userJson,
  type UserRow,
} from './users';

/** The `type` of a link or code, as `/verify` and the e-mails' links name it. */
export type VerificationType =
  'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change' | 'email';

/** Which stored tokens a verification type may use, and how the session it opens is marked. */
const verification: Record<VerificationType, { tokens: TokenType[]; amr: AmrMethod }> = {
  signup: { tokens: ['confirmation_token'], amr: 'otp' },
  invite: { tokens: ['confirmation_token'], amr: 'invite' },
  magiclink: { tokens: ['recovery_token'], amr: 'magiclink' },
  recovery: { tokens: ['recovery_token'], amr: 'recovery' },
  email_change: { tokens: ['email_change_token_new'], amr: 'email_change' },
  email: { tokens: ['confirmation_token', 'recovery_token'], amr: 'otp' },
};

const isVerificationType = (value: unknown): value is VerificationType =>
  typeof value === 'string' && Object.hasOwn(verification, value);

const tokenInvalid = () => authError(403, 'otp_expired', 'Token has expired or is invalid');
const e164 = /^[1-9]\d{7,14}$/;

/** The e-mail's link: GoTrue's `{{ .ConfirmationURL }}`, `/auth/v1/verify?token=…&type=…&redirect_to=…`. */
export function verifyLink(
  deps: AuthDeps,
  hash: string,
  type: VerificationType,
  redirectTo: string,
) {
  const url = new URL(`${deps.issuer}/verify`);
  url.searchParams.set('token', hash);
  url.searchParams.set('type', type);
  url.searchParams.set('redirect_to', redirectTo);
  return url.toString();
}

const sentColumn: Record<TokenType, string> = {
  confirmation_token: 'confirmation_sent_at',
  recovery_token: 'recovery_sent_at',
  reauthentication_token: 'reauthentication_sent_at',
  email_change_token_new: 'email_change_sent_at',
};

/** Issues a token for the user and e-mails its link and code to `address`. */
export async function sendTokenEmail(
  deps: AuthDeps,
  user: UserRow,
  options: {
    kind: AuthEmailKind;
    tokenType: TokenType;
    linkType?: VerificationType;
    address: string;
    redirectTo: string;
  },
): Promise<void> {
  const { code, hash } = await issueToken(
    deps.db,
    user.id,
    options.tokenType,
    options.address,
    deps.config.otpLength,
  );
  await deps.db.query(
    `update auth.users set ${sentColumn[options.tokenType]} = now() where id = $1`,
    [user.id],
  );
  const link = options.linkType
    ? verifyLink(deps, hash, options.linkType, options.redirectTo)
    : undefined;
  try {
    await deps.mailer.send({ kind: options.kind, to: options.address, link, code });
  } catch (error) {
    const what = options.kind === 'signup' ? 'confirmation' : options.kind;
    throw authError(500, 'unexpected_failure', `Error sending ${what} email`, {
      detail: error instanceof Error ? error.message : String(error),
    });
  }
}

export const metadata = (value: unknown) => (isJson(value) ? value : {});

/** Redirect target of a request: `redirect_to` in the query (auth-js) or the body. */
export function redirectOf(
  deps: AuthDeps,
  request: HttpRequest,
  body: Record<string, unknown>,
): string {
  return allowedRedirect(
    deps.config,
    request.url.searchParams.get('redirect_to') ?? body.redirect_to ?? body.email_redirect_to,
  );
}

async function anonymousSignIn(deps: AuthDeps, data: unknown): Promise<HttpResponse> {
  if (!deps.config.enableAnonymousSignIns)
    throw authError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  const user = await insertUser(deps.db, {
    email: null,
    password: null,
    emailConfirm: false,
    userMetadata: metadata(data),
    appMetadata: {},
    isAnonymous: true,
  });
  return json(200, await startSession(deps, user, 'anonymous'));
}

/** `POST /signup`: e-mail and password, or anonymous when neither e-mail nor phone is given. */
export async function handleSignup(deps: AuthDeps, request: HttpRequest): Promise<HttpResponse> {
  // Each sign-up makes a user: bounded per client address, as GoTrue's sign_in_sign_ups limit.
  if (!deps.signInLimiter.allow(`signup:${request.ip}`))
    throw authError(429, 'over_request_rate_limit', 'Request rate limit reached');
  const body = authBody(request);
  if (!body.email && !body.phone) return anonymousSignIn(deps, body.data);
  if (!deps.config.enableSignup)
    throw authError(422, 'signup_disabled', 'Signups not allowed for this instance');
  if (body.phone) throw authError(400, 'phone_provider_disabled', 'Phone signups are disabled');
  const email = checkEmail(body.email);
  if (typeof body.password !== 'string' || body.password === '')
    throw authError(400, 'validation_failed', 'Signup requires a valid password');
  const password = checkPassword(body.password, deps.config.minimumPasswordLength);
  const existing = await findUserByEmail(deps.db, email);
  const autoconfirm = !deps.config.enableConfirmations;
  if (existing) {
    if (autoconfirm || existing.email_confirmed_at)
      throw authError(422, 'user_already_exists', 'User already registered');
    // Unconfirmed: the confirmation e-mail again, the same answer as a first sign-up.
    deps.emailThrottle.take(email);
    await sendTokenEmail(deps, existing, {
      kind: 'signup',
      tokenType: 'confirmation_token',
      linkType: 'signup',
      address: email,
      redirectTo: redirectOf(deps, request, body),
    });
    return json(200, userJson(existing));
  }
  if (!autoconfirm) deps.emailThrottle.take(email);
  const user = await insertUser(deps.db, {
    email,
    password,
    emailConfirm: autoconfirm,
    userMetadata: metadata(body.data),
    appMetadata: {},
  });
  if (autoconfirm) return json(200, await startSession(deps, user, 'password'));
  await sendTokenEmail(deps, user, {
    kind: 'signup',
    tokenType: 'confirmation_token',
    linkType: 'signup',
    address: email,
    redirectTo: redirectOf(deps, request, body),
  });
  const fresh = await findUserById(deps.db, user.id);
  return json(200, userJson(fresh ?? user));
}

/** `POST /otp`: a magic link and code by e-mail (a confirmation for a new address). */
export async function handleOtp(deps: AuthDeps, request: HttpRequest): Promise<HttpResponse> {
  const body = authBody(request);
  if (body.phone) throw authError(400, 'phone_provider_disabled', 'Unsupported phone provider');
  if (!body.email)
    throw authError(400, 'validation_failed', 'An email address or phone number is required');
  const email = checkEmail(body.email);
  const redirectTo = redirectOf(deps, request, body);
  let user = await findUserByEmail(deps.db, email);
  if (!user) {
    if (body.create_user === false || !deps.config.enableSignup)
      throw authError(422, 'otp_disabled', 'Signups not allowed for otp');
    deps.emailThrottle.take(email);
    user = await insertUser(deps.db, {
      email,
      password: null,
      emailConfirm: false,
      userMetadata: metadata(body.data),
      appMetadata: {},
    });
    await sendTokenEmail(deps, user, {
      kind: 'signup',
      tokenType: 'confirmation_token',
      linkType: 'signup',
      address: email,
      redirectTo,
    });
    return json(200, {});
  }
  deps.emailThrottle.take(email);
  await sendTokenEmail(deps, user, {
    kind: 'magiclink',
    tokenType: 'recovery_token',
    linkType: 'magiclink',
    address: email,
    redirectTo,
  });
  return json(200, {});
}

/** `POST /recover`: the same answer whether or not the address has an account. */
export async function handleRecover(deps: AuthDeps, request: HttpRequest): Promise<HttpResponse> {
  const body = authBody(request);
  const email = checkEmail(body.email);
  deps.emailThrottle.take(email);
  const user = await findUserByEmail(deps.db, email);
  if (user && !user.is_anonymous) {
    await sendTokenEmail(deps, user, {
      kind: 'recovery',
      tokenType: 'recovery_token',
      linkType: 'recovery',
      address: email,
      redirectTo: redirectOf(deps, request, body),
    });
  }
  return json(200, {});
}

/** `POST /resend`: the sign-up confirmation or the e-mail change link again. */
export async function handleResend(deps: AuthDeps, request: HttpRequest): Promise<HttpResponse> {
  const body = authBody(request);
  if (body.type === 'sms' || body.type === 'phone_change')
    throw authError(400, 'phone_provider_disabled', 'Unsupported phone provider');
  if (body.type !== 'signup' && body.type !== 'email_change')
    throw authError(
      400,
      'validation_failed',
      'Missing one of these types: signup, email_change, sms, phone_change',
    );
  const email = checkEmail(body.email);
  deps.emailThrottle.take(email);
  const user = await findUserByEmail(deps.db, email);
  const redirectTo = redirectOf(deps, request, body);
  // Unknown or already confirmed addresses get the same empty answer, and no e-mail.
  if (body.type === 'signup' && user && !user.email_confirmed_at) {
    await sendTokenEmail(deps, user, {
      kind: 'signup',
      tokenType: 'confirmation_token',
      linkType: 'signup',
      address: email,
      redirectTo,
    });
  }
  if (body.type === 'email_change' && user?.email_change) {
    await sendTokenEmail(deps, user, {
      kind: 'email_change',
      tokenType: 'email_change_token_new',
      linkType: 'email_change',
      address: user.email_change,
      redirectTo,
    });
  }
  return json(200, {});
}

/** Applies a consumed token: confirms the address, or moves the user to the new one. */
async function applyVerification(
  deps: AuthDeps,
  userId: string,
  tokenType: TokenType,
): Promise<UserRow> {
  if (tokenType === 'email_change_token_new') {
    const taken = await deps.db.query<{ id: string }>(
      `select o.id from auth.users u join auth.users o on lower(o.email) = lower(u.email_change) and o.id <> u.id
       where u.id = $1`,
      [userId],
    );
    if (taken.rows.length > 0)
      throw authError(
        422,
        'email_exists',
        'A user with this email address has already been registered',
      );
    await deps.db.query(
      `update auth.users set email = email_change, email_change = null, email_change_sent_at = null,
         email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
       where id = $1 and email_change is not null`,
      [userId],
    );
  } else {
    await deps.db.query(
      `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
       where id = $1`,
      [userId],
    );
  }
  const user = await findUserById(deps.db, userId);
  if (!user) throw tokenInvalid();
  return user;
}

/** Finds and spends the token a `/verify` call names; undefined when none is live. */
async function spendToken(
  deps: AuthDeps,
  type: VerificationType,
  hash: string,
): Promise<{ user: UserRow; amr: AmrMethod } | undefined> {
  const found = await consumeToken(
    deps.db,
    hash,
    verification[type].tokens,
    deps.config.otpExpirySeconds,
  );
  if (!found) return undefined;
  const user = await applyVerification(deps, found.user_id, found.token_type);
  if (user.banned_until && user.banned_until > new Date()) return undefined;
  return { user, amr: verification[type].amr };
}

function checkVerifyRate(deps: AuthDeps, request: HttpRequest) {
  if (!verifyAllowed(deps, request))
    throw authError(429, 'over_request_rate_limit', 'Request rate limit reached');
}

/** `POST /verify`: a code with its address, or a link's token hash; answers a session. */
export async function handleVerifyPost(
  deps: AuthDeps,
  request: HttpRequest,
): Promise<HttpResponse> {
  const body = authBody(request);
  checkVerifyRate(deps, request);
  if (body.phone !== undefined || body.type === 'sms' || body.type === 'phone_change') {
    if (
      typeof body.phone !== 'string' ||
      !e164.test(body.phone.replace(/^\+/, '').replace(/\s/g, ''))
    )
      throw authError(400, 'validation_failed', 'Invalid phone number format (E.164 required)');
    throw tokenInvalid();
  }
  if (!isVerificationType(body.type))
    throw authError(400, 'validation_failed', 'Verify requires a verification type');
  let hash: string;
  if (typeof body.token_hash === 'string' && body.token_hash !== '') hash = body.token_hash;
  else if (typeof body.token === 'string' && typeof body.email === 'string')
    hash = tokenHash(checkEmail(body.email), body.token.trim());
  else throw authError(400, 'validation_failed', 'Verify requires either a token or a token hash');
  const spent = await spendToken(deps, body.type, hash);
  if (!spent) throw tokenInvalid();
  const session: SessionResponse = await startSession(deps, spent.user, spent.amr);
  return json(200, session);
}

/** `GET /verify` (the e-mail's link): back to `redirect_to` with the session in the fragment. */
export async function handleVerifyGet(deps: AuthDeps, request: HttpRequest): Promise<HttpResponse> {
  const params = request.url.searchParams;
  const redirectTo = allowedRedirect(deps.config, params.get('redirect_to'));
  const type = params.get('type');
  const token = params.get('token') ?? '';
  const fail = (code: string, description: string): HttpResponse => ({
    status: 303,
    headers: {
      Location: `${redirectTo}#${new URLSearchParams({ error: 'access_denied', error_code: code, error_description: description }).toString()}`,
    },
  });
  if (!verifyAllowed(deps, request))
    return fail('over_request_rate_limit', 'Request rate limit reached');
  if (!isVerificationType(type))
    return fail('validation_failed', 'Verify requires a verification type');
  const spent = await spendToken(deps, type, token);
  if (!spent) return fail('otp_expired', 'Email link is invalid or has expired');
  const session = await startSession(deps, spent.user, spent.amr);
  const fragment = new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: 'bearer',
    type,
  });
  return { status: 303, headers: { Location: `${redirectTo}#${fragment.toString()}` } };
}

const verifyAllowed = (deps: AuthDeps, request: HttpRequest) =>
  deps.verifyLimiter.allow(`verify:${request.ip}`);

/** `GET /reauthenticate`: e-mails the signed-in user a code (`nonce`) for a sensitive change. */
export async function handleReauthenticate(deps: AuthDeps, userId: string): Promise<HttpResponse> {
  const user = await findUserById(deps.db, userId);
  if (!user?.email) {
    throw authError(
      422,
      'validation_failed',
      'Reauthentication requires the user to have an email or a phone number',
    );
  }
  deps.emailThrottle.take(user.email);
  await sendTokenEmail(deps, user, {
    kind: 'reauthentication',
    tokenType: 'reauthentication_token',
    address: user.email,
    redirectTo: deps.config.siteUrl,
  });
  return json(200, {});
}

/** Spends the user's reauthentication code; false when it is wrong, used or expired. */
export async function spendNonce(deps: AuthDeps, user: UserRow, nonce: unknown): Promise<boolean> {
  if (typeof nonce !== 'string' || !user.email) return false;
  const found = await consumeToken(
    deps.db,
    tokenHash(user.email, nonce.trim()),
    ['reauthentication_token'],
    deps.config.otpExpirySeconds,
  );
  return found?.user_id === user.id;
}

/** Starts an e-mail change: the new address gets a link that completes it. */
export async function startEmailChange(
  deps: AuthDeps,
  user: UserRow,
  newEmail: string,
  redirectTo: string,
): Promise<void> {
  const taken = await findUserByEmail(deps.db, newEmail);
  if (taken && taken.id !== user.id)
    throw authError(
      422,
      'email_exists',
      'A user with this email address has already been registered',
    );
  deps.emailThrottle.take(newEmail);
  await deps.db.query('update auth.users set email_change = $2, updated_at = now() where id = $1', [
    user.id,
    newEmail,
  ]);
  await sendTokenEmail(deps, user, {
    kind: 'email_change',
    tokenType: 'email_change_token_new',
    linkType: 'email_change',
    address: newEmail,
    redirectTo,
  });
}
