import type { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import { authError } from './errors';
import { accessTokenLifetimeSeconds, type TokenKit } from './tokens';
import { findUserById, userJson, type UserRow } from './users';

export interface SessionDeps {
  db: PGlite;
  tokens: TokenKit;
  /** `<url>/auth/v1`, the `iss` of access tokens. */
  issuer: string;
}

const newRefreshToken = () => randomBytes(16).toString('base64url');

async function accessToken(deps: SessionDeps, user: UserRow, sessionId: string): Promise<string> {
  return deps.tokens.sign(
    {
      iss: deps.issuer,
      sub: user.id,
      aud: 'authenticated',
      email: user.email ?? '',
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'], ...user.raw_app_meta_data },
      user_metadata: user.raw_user_meta_data,
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: Math.floor(Date.now() / 1000) }],
      session_id: sessionId,
      is_anonymous: false,
    },
    accessTokenLifetimeSeconds,
  );
}

async function sessionResponse(
  deps: SessionDeps,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
) {
  const token = await accessToken(deps, user, sessionId);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: accessTokenLifetimeSeconds,
    expires_at: Math.floor(Date.now() / 1000) + accessTokenLifetimeSeconds,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

/** A fresh session after a successful password sign-in. */
export async function startSession(deps: SessionDeps, user: UserRow) {
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
    await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
    const fresh = await findUserById(tx, user.id);
    return { signedIn: fresh ?? user, sessionId: id };
  });
  return sessionResponse(deps, signedIn, sessionId, refreshToken);
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
  return sessionResponse(deps, outcome.user, outcome.sessionId, outcome.next);
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
