import { json, type HttpRequest, type HttpResponse } from '../http/types';
import { authBody } from './body';
import { authError } from './errors';
import {
  challengeLifetimeSeconds,
  factorJson,
  findFactor,
  listFactors,
  newTotp,
  totpMatches,
} from './factors';
import type { AuthDeps } from './handler';
import { currentUser } from './current-user';
import { recordAmr, reissueSession } from './sessions';
import { findUserById } from './users';

const factorNotFound = () => authError(404, 'mfa_factor_not_found', 'Factor not found');

async function sessionAal(deps: AuthDeps, sessionId: string): Promise<string> {
  const result = await deps.db.query<{ aal: string }>(
    'select aal from auth.sessions where id = $1',
    [sessionId],
  );
  return result.rows[0]?.aal ?? 'aal1';
}

async function enroll(deps: AuthDeps, userId: string, sessionId: string, request: HttpRequest) {
  const body = authBody(request);
  if (body.factor_type === 'webauthn') return enrollWebAuthn(deps, userId, body.friendly_name);
  if (body.factor_type !== 'totp') {
    throw authError(
      400,
      'validation_failed',
      'factor_type needs to be totp or webauthn (phone factors are not available locally)',
    );
  }
  if (!deps.config.mfaTotpEnroll)
    throw authError(422, 'mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');
  const user = await findUserById(deps.db, userId);
  if (!user) throw authError(404, 'user_not_found', 'User not found');
  const factors = await listFactors(deps.db, userId);
  const verified = factors.filter((f) => f.status === 'verified');
  if (verified.length > 0 && (await sessionAal(deps, sessionId)) !== 'aal2')
    throw authError(422, 'insufficient_aal', 'AAL2 required to enroll a new factor');
  if (verified.length >= deps.config.mfaMaxEnrolledFactors) {
    throw authError(
      422,
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    );
  }
  const friendlyName =
    typeof body.friendly_name === 'string' && body.friendly_name !== '' ? body.friendly_name : null;
  if (friendlyName !== null && friendlyName.length > 256)
    throw authError(400, 'validation_failed', 'friendly_name is too long');
  if (friendlyName !== null && factors.some((f) => f.friendly_name === friendlyName)) {
    throw authError(
      422,
      'mfa_factor_name_conflict',
      `A factor with the friendly name "${friendlyName}" for this user already exists`,
    );
  }
  await boundUnverified(deps, userId);
  const issuer =
    typeof body.issuer === 'string' && /^[^:]{1,64}$/.test(body.issuer)
      ? body.issuer
      : new URL(deps.config.siteUrl).host;
  const totp = await newTotp(issuer, user.email ?? userId);
  const inserted = await deps.db.query<{ id: string }>(
    `insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret)
     values ($1, $2, 'totp', 'unverified', $3) returning id`,
    [userId, friendlyName, totp.secret],
  );
  return json(200, {
    id: inserted.rows[0]?.id,
    type: 'totp',
    friendly_name: friendlyName ?? '',
    totp: { qr_code: totp.qrCode, secret: totp.secret, uri: totp.uri },
  });
}

/** Unverified factors pile up when enrolments are abandoned: as GoTrue, keep them bounded. */
async function boundUnverified(deps: AuthDeps, userId: string) {
  const unverified = await deps.db.query<{ n: number }>(
    `select count(*)::int as n from auth.mfa_factors where user_id = $1 and status = 'unverified'`,
    [userId],
  );
  if ((unverified.rows[0]?.n ?? 0) >= deps.config.mfaMaxEnrolledFactors) {
    await deps.db.query(
      `delete from auth.mfa_factors where user_id = $1 and status = 'unverified'`,
      [userId],
    );
  }
}

/**
 * A WebAuthn factor is enrolled as GoTrue first stores it, unverified. Its ceremony needs a
 * browser authenticator this server cannot check, so it never verifies here: it cannot raise
 * a session's level, and a verified-factor requirement is never met by it.
 */
async function enrollWebAuthn(deps: AuthDeps, userId: string, name: unknown) {
  if (!deps.config.mfaWebAuthnEnroll)
    throw authError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
  const friendlyName = typeof name === 'string' && name !== '' ? name : null;
  if (friendlyName !== null && friendlyName.length > 256)
    throw authError(400, 'validation_failed', 'friendly_name is too long');
  await boundUnverified(deps, userId);
  const inserted = await deps.db.query<{ id: string }>(
    `insert into auth.mfa_factors (user_id, friendly_name, factor_type, status)
     values ($1, $2, 'webauthn', 'unverified') returning id`,
    [userId, friendlyName],
  );
  return json(200, {
    id: inserted.rows[0]?.id,
    type: 'webauthn',
    friendly_name: friendlyName ?? '',
  });
}

async function challenge(deps: AuthDeps, userId: string, factorId: string, request: HttpRequest) {
  const factor = await findFactor(deps.db, userId, factorId);
  if (!factor) throw factorNotFound();
  if (factor.factor_type !== 'totp') {
    throw authError(
      422,
      'mfa_webauthn_verify_not_enabled',
      'WebAuthn verification is not available on the local backend',
    );
  }
  const created = await deps.db.query<{ id: string; created_at: Date }>(
    `insert into auth.mfa_challenges (factor_id, ip_address) values ($1, $2)
     returning id, created_at`,
    [factor.id, request.ip],
  );
  await deps.db.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [
    factor.id,
  ]);
  // A few open challenges per factor are enough; older ones go, so they cannot pile up.
  await deps.db.query(
    `delete from auth.mfa_challenges where factor_id = $1 and id not in
       (select id from auth.mfa_challenges where factor_id = $1 order by created_at desc limit 5)`,
    [factor.id],
  );
  const row = created.rows[0];
  if (!row) throw new Error('challenge insert returned no row');
  return json(200, {
    id: row.id,
    type: factor.factor_type,
    expires_at: Math.floor(row.created_at.getTime() / 1000) + challengeLifetimeSeconds,
  });
}

async function verify(
  deps: AuthDeps,
  userId: string,
  sessionId: string,
  factorId: string,
  request: HttpRequest,
) {
  if (!deps.config.mfaTotpVerify)
    throw authError(422, 'mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
  // Six digits are a million guesses: bounded per client address and per factor.
  if (
    !deps.verifyLimiter.allow(`mfa:${request.ip}`) ||
    deps.verifyLimiter.blocked(`factor:${factorId}`)
  )
    throw authError(429, 'over_request_rate_limit', 'Request rate limit reached');
  const body = authBody(request);
  const factor = await findFactor(deps.db, userId, factorId);
  if (!factor?.secret) throw factorNotFound();
  const challengeId = typeof body.challenge_id === 'string' ? body.challenge_id : '';
  if (!/^[0-9a-f-]{36}$/i.test(challengeId))
    throw authError(404, 'mfa_challenge_not_found', 'Challenge not found');
  const found = await deps.db.query<{ expired: boolean; verified_at: Date | null }>(
    `select created_at < now() - make_interval(secs => $3) as expired, verified_at
     from auth.mfa_challenges where id = $1 and factor_id = $2`,
    [challengeId, factor.id, challengeLifetimeSeconds],
  );
  const row = found.rows[0];
  if (!row || row.verified_at)
    throw authError(404, 'mfa_challenge_not_found', 'Challenge not found');
  if (row.expired) {
    throw authError(
      422,
      'mfa_challenge_expired',
      `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`,
    );
  }
  const code = typeof body.code === 'string' ? body.code.trim() : '';
  if (!totpMatches(factor.secret, code)) {
    deps.verifyLimiter.record(`factor:${factorId}`);
    throw authError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
  }
  // Single use: the first verification that marks the challenge wins.
  const used = await deps.db.query(
    'update auth.mfa_challenges set verified_at = now() where id = $1 and verified_at is null returning id',
    [challengeId],
  );
  if (used.rows.length === 0)
    throw authError(404, 'mfa_challenge_not_found', 'Challenge not found');
  await deps.db.query(
    `update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`,
    [factor.id],
  );
  await deps.db.query(
    `update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`,
    [sessionId, factor.id],
  );
  await recordAmr(deps.db, sessionId, 'totp');
  const user = await findUserById(deps.db, userId);
  if (!user) throw authError(404, 'user_not_found', 'User not found');
  return json(200, await reissueSession(deps, user, sessionId, 'totp'));
}

async function unenroll(deps: AuthDeps, userId: string, sessionId: string, factorId: string) {
  const factor = await findFactor(deps.db, userId, factorId);
  if (!factor) throw factorNotFound();
  if (factor.status === 'verified' && (await sessionAal(deps, sessionId)) !== 'aal2')
    throw authError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
  await deleteFactor(deps, factor.id);
  return json(200, { id: factor.id });
}

/** Deletes a factor; sessions it raised to aal2 fall back to aal1. */
export async function deleteFactor(deps: Pick<AuthDeps, 'db'>, factorId: string) {
  await deps.db.transaction(async (tx) => {
    await tx.query(`update auth.sessions set aal = 'aal1', factor_id = null where factor_id = $1`, [
      factorId,
    ]);
    await tx.query('delete from auth.mfa_factors where id = $1', [factorId]);
  });
}

/** `/factors`, `/factors/:id/challenge`, `/factors/:id/verify`, `DELETE /factors/:id`. */
export async function handleFactors(
  deps: AuthDeps,
  request: HttpRequest,
  path: string,
): Promise<HttpResponse> {
  const { claims, userId } = await currentUser(deps, request);
  const sessionId = String(claims.session_id);
  const [, factorId, action, extra] = path.split('/');
  if (extra !== undefined) throw authError(404, 'not_found', 'Not found');
  if (factorId === undefined && request.method === 'POST')
    return enroll(deps, userId, sessionId, request);
  if (factorId !== undefined && action === 'challenge' && request.method === 'POST')
    return challenge(deps, userId, factorId, request);
  if (factorId !== undefined && action === 'verify' && request.method === 'POST')
    return verify(deps, userId, sessionId, factorId, request);
  if (factorId !== undefined && action === undefined && request.method === 'DELETE')
    return unenroll(deps, userId, sessionId, factorId);
  throw authError(405, 'method_not_allowed', 'Method not allowed');
}

export const adminFactorsJson = async (deps: Pick<AuthDeps, 'db'>, userId: string) =>
  (await listFactors(deps.db, userId)).map(factorJson);
