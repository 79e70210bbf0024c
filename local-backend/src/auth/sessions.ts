import type { PGlite, Transaction } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import { runAccessTokenHook } from './access-token-hook';
import type { AuthConfig } from './config';
import { authError } from './errors';
import { factorsJson } from './factors';
import type { TokenKit } from './tokens';
import { appMetadata, findUserById, userJson, type UserRow } from './users';

type Queryable = Pick<PGlite | Transaction, 'query'>;

export interface SessionDeps {
  db: PGlite;
  tokens: TokenKit;
  /** `<url>/auth/v1`, the `iss` of access tokens. */
  issuer: string;
  config: Pick<AuthConfig, 'jwtExpiry' | 'customAccessTokenHook'>;
}

/** How a session was authenticated: GoTrue's `amr` methods (and the hook's event names). */
export type AmrMethod =
  | 'password'
  | 'otp'
  | 'magiclink'
  | 'recovery'
  | 'invite'
  | 'email/signup'
  | 'email_change'
  | 'anonymous'
  | 'totp';

const newRefreshToken = () => randomBytes(16).toString('base64url');

interface SessionState {
  aal: string;
  amr: { method: string; timestamp: number }[];
}

async function sessionState(db: Queryable, sessionId: string): Promise<SessionState> {
  const session = await db.query<{ aal: string }>('select aal from auth.sessions where id = $1', [
    sessionId,
  ]);
  const claims = await db.query<{ authentication_method: string; at: number }>(
    `select authentication_method, floor(extract(epoch from updated_at))::int as at
     from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
    [sessionId],
  );
  return {
    aal: session.rows[0]?.aal ?? 'aal1',
    amr: claims.rows.map((row) => ({ method: row.authentication_method, timestamp: row.at })),
  };
}

/** Records one way the session was authenticated (again: its time moves on). */
export async function recordAmr(db: Queryable, sessionId: string, method: AmrMethod) {
  await db.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, method],
  );
}

async function accessToken(
  deps: SessionDeps,
  user: UserRow,
  sessionId: string,
  method: AmrMethod | 'token_refresh',
): Promise<{ token: string; expiresAt: number }> {
  const state = await sessionState(deps.db, sessionId);
  const now = Math.floor(Date.now() / 1000);
  const lifetime = deps.config.jwtExpiry;
  const claims = {
    iss: deps.issuer,
    sub: user.id,
    aud: 'authenticated',
    exp: now + lifetime,
    iat: now,
    email: user.email ?? '',
    phone: '',
    app_metadata: appMetadata(user),
    user_metadata: user.raw_user_meta_data,
    role: 'authenticated',
    aal: state.aal,
    amr: state.amr,
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  };
  const hook = deps.config.customAccessTokenHook;
  const final = hook
    ? await runAccessTokenHook(deps.db, hook, {
        user_id: user.id,
        claims,
        authentication_method: method,
      })
    : claims;
  return { token: await deps.tokens.sign(final, lifetime), expiresAt: now + lifetime };
}

async function sessionResponse(
  deps: SessionDeps,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
  method: AmrMethod | 'token_refresh',
) {
  const { token, expiresAt } = await accessToken(deps, user, sessionId, method);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: deps.config.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user, await factorsJson(deps.db, user.id)),
  };
}

export type SessionResponse = Awaited<ReturnType<typeof sessionResponse>>;

/** A fresh session after a successful sign-in by `method`. */
export async function startSession(
  deps: SessionDeps,
  user: UserRow,
  method: AmrMethod = 'password',
): Promise<SessionResponse> {
  const refreshToken = newRefreshToken();
  const { signedIn, sessionId } = await deps.db.transaction(async (tx) => {
    const session = await tx.query<{ id: string }>(
      'insert into auth.sessions (user_id) values ($1) returning id',
      [user.id],
    );
    const id = session.rows[0]?.id;
    if (!id) throw new Error('session insert returned no id');
    await tx.query(
      'insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)',
      [refreshToken, user.id, id],
    );
    await recordAmr(tx, id, method);
    await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
    const fresh = await findUserById(tx, user.id);
    return { signedIn: fresh ?? user, sessionId: id };
  });
  try {
    return await sessionResponse(deps, signedIn, sessionId, refreshToken, method);
  } catch (error) {
    // A refused token (the access token hook's error) leaves no session behind.
    await deps.db.query('delete from auth.sessions where id = $1', [sessionId]);
    throw error;
  }
}

/**
 * A new access token (and refresh token) for an existing session, e.g. after its level rose
 * to aal2: GoTrue answers an MFA verification with a session like a sign-in's.
 */
export async function reissueSession(
  deps: SessionDeps,
  user: UserRow,
  sessionId: string,
  method: AmrMethod,
): Promise<SessionResponse> {
  const refreshToken = newRefreshToken();
  await deps.db.transaction(async (tx) => {
    await tx.query(
      'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1',
      [sessionId],
    );
    await tx.query(
      'insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)',
      [refreshToken, user.id, sessionId],
    );
  });
  return sessionResponse(deps, user, sessionId, refreshToken, method);
}

interface RefreshRow {
  user_id: string;
  session_id: string;
  revoked: boolean;
}

/**
 * Rotates a refresh token. A token that was already used is refused and, as GoTrue does on
 * reuse, the whole session is revoked so a stolen token stops working for everyone.
 */
export async function refreshSession(deps: SessionDeps, token: unknown) {
  if (typeof token !== 'string' || token === '') {
    throw authError(400, 'validation_failed', 'refresh_token required');
  }
  const outcome = await deps.db.transaction(async (tx) => {
    const found = await tx.query<RefreshRow>(
      'select user_id, session_id, revoked from auth.refresh_tokens where token = $1',
      [token],
    );
    const row = found.rows[0];
    if (!row) return { kind: 'missing' as const };
    if (row.revoked) {
      await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
      return { kind: 'reused' as const };
    }
    const user = await findUserById(tx, row.user_id);
    if (!user || (user.banned_until && user.banned_until > new Date()))
      return { kind: 'missing' as const };
    const next = newRefreshToken();
    await tx.query(
      'update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1',
      [token],
    );
    await tx.query(
      'insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)',
      [next, row.user_id, row.session_id, token],
    );
    await tx.query(
      'update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1',
      [row.session_id],
    );
    return { kind: 'ok' as const, user, sessionId: row.session_id, next };
  });
  if (outcome.kind === 'missing') {
    throw authError(
      400,
      'refresh_token_not_found',
      'Invalid Refresh Token: Refresh Token Not Found',
    );
  }
  if (outcome.kind === 'reused') {
    throw authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  }
  return sessionResponse(deps, outcome.user, outcome.sessionId, outcome.next, 'token_refresh');
}

export async function sessionExists(db: PGlite, sessionId: unknown): Promise<boolean> {
  if (typeof sessionId !== 'string' || !/^[0-9a-f-]{36}$/i.test(sessionId)) return false;
  const result = await db.query('select 1 from auth.sessions where id = $1', [sessionId]);
  return result.rows.length > 0;
}

/** `local` ends this session, `global` all of the user's, `others` all but this one. */
export async function endSessions(
  db: PGlite,
  userId: string,
  sessionId: string,
  scope: string,
): Promise<void> {
  if (scope === 'global') await db.query('delete from auth.sessions where user_id = $1', [userId]);
  else if (scope === 'others')
    await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [
      userId,
      sessionId,
    ]);
  else await db.query('delete from auth.sessions where id = $1', [sessionId]);
}
