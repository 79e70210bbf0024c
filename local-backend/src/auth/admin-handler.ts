import { json, type HttpRequest, type HttpResponse } from '../http/types';
import { bearerClaims } from './api-key';
import { authError } from './errors';
import { authBody, isJson } from './body';
import type { AuthConfig } from './config';
import type { AuthDeps } from './handler';
import { factorJson, findFactor } from './factors';
import { adminFactorsJson, deleteFactor } from './mfa-handler';
import {
  checkEmail,
  checkPassword,
  findUserById,
  insertUser,
  listUsers,
  updateUser,
  userJson,
  type UserRow,
} from './users';

/** Creates a confirmed-or-not user as `POST /admin/users` does; the demo admin uses it too. */
export async function createUserAsAdmin(
  deps: Pick<AuthDeps, 'db'> & { config?: Pick<AuthConfig, 'minimumPasswordLength'> },
  body: Record<string, unknown>,
): Promise<UserRow> {
  const email = checkEmail(body.email);
  // GoTrue's admin API creates a user without a password too (it signs in by e-mail code).
  const password =
    body.password === undefined
      ? null
      : checkPassword(body.password, deps.config?.minimumPasswordLength);
  return insertUser(deps.db, {
    email,
    password,
    emailConfirm: body.email_confirm === true,
    userMetadata: isJson(body.user_metadata) ? body.user_metadata : {},
    appMetadata: isJson(body.app_metadata) ? body.app_metadata : {},
  });
}

/** GoTrue's `ban_duration`: "none" lifts a ban; "24h", "30m", "10s" set one. */
function banUntil(value: unknown): Date | null | undefined {
  if (value === undefined) return undefined;
  if (value === 'none') return null;
  const match = typeof value === 'string' ? /^(\d+)(h|m|s)$/.exec(value) : null;
  if (!match) throw authError(400, 'validation_failed', 'invalid format for ban duration');
  const unit = { h: 3_600_000, m: 60_000, s: 1000 }[
    match[2] === 'h' ? 'h' : match[2] === 'm' ? 'm' : 's'
  ];
  return new Date(Date.now() + Number(match[1]) * unit);
}

/** GoTrue parses `page`/`per_page` as unsigned integers and refuses anything else. */
function pageParameter(request: HttpRequest, name: string): number | undefined {
  const value = request.url.searchParams.get(name);
  if (value === null || value === '') return undefined;
  if (!/^\d{1,15}$/.test(value)) {
    throw authError(
      400,
      'validation_failed',
      `Bad Pagination Parameters: strconv.ParseUint: parsing ${JSON.stringify(value)}: invalid syntax`,
    );
  }
  return Number(value);
}

/** The admin API's gate: a service-role bearer (a secret key or a service-role JWT). */
export async function requireServiceRole(
  deps: Pick<AuthDeps, 'tokens'>,
  request: HttpRequest,
): Promise<void> {
  const bearer = await bearerClaims(request, deps.tokens);
  if (!bearer?.ok || bearer.claims.role !== 'service_role')
    throw authError(403, 'not_admin', 'User not allowed');
}

/** `/admin/users/:id/factors[/:factorId]`: list a user's MFA factors, or delete one. */
async function handleAdminFactors(
  deps: AuthDeps,
  request: HttpRequest,
  userId: string,
  factorId: string | undefined,
): Promise<HttpResponse> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw authError(404, 'user_not_found', 'User not found');
  if (factorId === undefined && request.method === 'GET')
    return json(200, await adminFactorsJson(deps, user.id));
  if (factorId !== undefined && request.method === 'DELETE') {
    const factor = await findFactor(deps.db, user.id, factorId);
    if (!factor) throw authError(404, 'mfa_factor_not_found', 'Factor not found');
    await deleteFactor(deps, factor.id);
    return json(200, factorJson(factor));
  }
  throw authError(405, 'method_not_allowed', 'Method not allowed');
}

export async function handleAdmin(
  deps: AuthDeps,
  request: HttpRequest,
  path: string,
): Promise<HttpResponse> {
  await requireServiceRole(deps, request);
  const [id = '', sub, factorId, extra] = path.slice('admin/users/'.length).split('/');
  const method = request.method;
  if (path.startsWith('admin/users/') && sub === 'factors' && extra === undefined)
    return handleAdminFactors(deps, request, id, factorId);
  if (sub !== undefined) throw authError(404, 'not_found', 'Not found');

  if (path === 'admin/users' && method === 'POST')
    return json(200, userJson(await createUserAsAdmin(deps, authBody(request))));
  if (path === 'admin/users' && method === 'GET') {
    const page = Math.max(1, pageParameter(request, 'page') ?? 1);
    const perPage = Math.min(1000, Math.max(1, pageParameter(request, 'per_page') ?? 50));
    const total = await deps.db.query<{ n: number }>('select count(*)::int as n from auth.users');
    const users = await listUsers(deps.db, perPage, (page - 1) * perPage);
    return json(
      200,
      { users: users.map((user) => userJson(user)), aud: 'authenticated' },
      { 'X-Total-Count': String(total.rows[0]?.n ?? 0) },
    );
  }

  const user = await findUserById(deps.db, id);
  if (!user) throw authError(404, 'user_not_found', 'User not found');
  if (method === 'GET') return json(200, userJson(user));
  if (method === 'DELETE') {
    await deps.db.query('delete from auth.users where id = $1', [user.id]);
    return json(200, userJson(user));
  }
  if (method === 'PUT') {
    const body = authBody(request);
    const updated = await updateUser(deps.db, user.id, {
      email: body.email === undefined ? undefined : checkEmail(body.email),
      password:
        body.password === undefined
          ? undefined
          : checkPassword(body.password, deps.config.minimumPasswordLength),
      emailConfirm: body.email_confirm === true,
      userMetadata: isJson(body.user_metadata) ? body.user_metadata : undefined,
      appMetadata: isJson(body.app_metadata) ? body.app_metadata : undefined,
      bannedUntil: banUntil(body.ban_duration),
    });
    return json(200, userJson(updated));
  }
  throw authError(405, 'method_not_allowed', 'Method not allowed');
}
