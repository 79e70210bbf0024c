import { json, type HttpRequest, type HttpResponse } from '../http/types';
import { authBody } from './body';
import {
  metadata,
  redirectOf,
  sendTokenEmail,
  verifyLink,
  type VerificationType,
} from './email-flows';
import { authError } from './errors';
import type { AuthDeps } from './handler';
import { issueToken, type TokenType } from './one-time-tokens';
import { allowedRedirect } from './redirect';
import {
  checkEmail,
  checkPassword,
  findUserByEmail,
  findUserById,
  insertUser,
  userJson,
} from './users';

/** `POST /invite` (service role): creates the user and e-mails an invitation link. */
export async function inviteUser(deps: AuthDeps, request: HttpRequest): Promise<HttpResponse> {
  const body = authBody(request);
  const email = checkEmail(body.email);
  let user = await findUserByEmail(deps.db, email);
  if (user?.email_confirmed_at)
    throw authError(
      422,
      'email_exists',
      'A user with this email address has already been registered',
    );
  user ??= await insertUser(deps.db, {
    email,
    password: null,
    emailConfirm: false,
    userMetadata: metadata(body.data),
    appMetadata: {},
    invited: true,
  });
  deps.emailThrottle.take(email);
  await sendTokenEmail(deps, user, {
    kind: 'invite',
    tokenType: 'confirmation_token',
    linkType: 'invite',
    address: email,
    redirectTo: redirectOf(deps, request, body),
  });
  const fresh = await findUserById(deps.db, user.id);
  return json(200, userJson(fresh ?? user));
}

type LinkType =
  'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change_current' | 'email_change_new';
const linkTypes: readonly string[] = [
  'signup',
  'invite',
  'magiclink',
  'recovery',
  'email_change_current',
  'email_change_new',
];
const isLinkType = (value: unknown): value is LinkType =>
  typeof value === 'string' && linkTypes.includes(value);

/**
 * `POST /admin/generate_link` (service role): the link and code an e-mail would carry, sent
 * nowhere, with the user; GoTrue's answer is the user with the link's properties beside it.
 */
export async function generateLink(deps: AuthDeps, request: HttpRequest): Promise<HttpResponse> {
  const body = authBody(request);
  if (!isLinkType(body.type))
    throw authError(400, 'validation_failed', 'Invalid email action link type requested');
  const email = checkEmail(body.email);
  const redirectTo = allowedRedirect(deps.config, body.redirect_to);
  let user = await findUserByEmail(deps.db, email);
  const type = body.type;
  if (type === 'signup' || type === 'invite') {
    if (user?.email_confirmed_at)
      throw authError(
        422,
        'email_exists',
        'A user with this email address has already been registered',
      );
    user ??= await insertUser(deps.db, {
      email,
      password:
        type === 'signup' && body.password !== undefined
          ? checkPassword(body.password, deps.config.minimumPasswordLength)
          : null,
      emailConfirm: false,
      userMetadata: metadata(body.data),
      appMetadata: {},
      invited: type === 'invite',
    });
  } else if (type === 'magiclink' && !user) {
    user = await insertUser(deps.db, {
      email,
      password: null,
      emailConfirm: false,
      userMetadata: metadata(body.data),
      appMetadata: {},
    });
  }
  if (!user) throw authError(404, 'user_not_found', 'User with this email not found');
  let tokenType: TokenType;
  let verificationType: VerificationType;
  let address = email;
  if (type === 'email_change_current' || type === 'email_change_new') {
    const newEmail = checkEmail(body.new_email);
    const taken = await findUserByEmail(deps.db, newEmail);
    if (taken)
      throw authError(
        422,
        'email_exists',
        'A user with this email address has already been registered',
      );
    await deps.db.query(
      'update auth.users set email_change = $2, updated_at = now() where id = $1',
      [user.id, newEmail],
    );
    tokenType = 'email_change_token_new';
    verificationType = 'email_change';
    address = newEmail;
  } else if (type === 'signup' || type === 'invite') {
    tokenType = 'confirmation_token';
    verificationType = type;
  } else {
    tokenType = 'recovery_token';
    verificationType = type;
  }
  const { code, hash } = await issueToken(
    deps.db,
    user.id,
    tokenType,
    address,
    deps.config.otpLength,
  );
  const fresh = (await findUserById(deps.db, user.id)) ?? user;
  return json(200, {
    ...userJson(fresh),
    action_link: verifyLink(deps, hash, verificationType, redirectTo),
    email_otp: code,
    hashed_token: hash,
    redirect_to: redirectTo,
    verification_type: verificationType,
  });
}
