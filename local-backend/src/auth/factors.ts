import type { PGlite, Transaction } from '@electric-sql/pglite';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Json } from './users';

type Queryable = Pick<PGlite | Transaction, 'query'>;

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: 'verified' | 'unverified';
  secret: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A challenge answers for five minutes, as GoTrue's `MFA_CHALLENGE_EXPIRY_DURATION` default. */
export const challengeLifetimeSeconds = 300;

const factorColumns =
  'id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at';

/** A factor as GoTrue lists it (in `/user`'s `factors` and the admin API); never its secret. */
export function factorJson(factor: FactorRow): Json {
  return {
    id: factor.id,
    friendly_name: factor.friendly_name ?? '',
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: factor.created_at.toISOString(),
    updated_at: factor.updated_at.toISOString(),
  };
}

export async function listFactors(db: Queryable, userId: string): Promise<FactorRow[]> {
  const result = await db.query<FactorRow>(
    `select ${factorColumns} from auth.mfa_factors where user_id = $1 order by created_at, id`,
    [userId],
  );
  return result.rows;
}

export async function factorsJson(db: Queryable, userId: string): Promise<Json[]> {
  return (await listFactors(db, userId)).map(factorJson);
}

export async function findFactor(
  db: Queryable,
  userId: string,
  factorId: string,
): Promise<FactorRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(factorId)) return undefined;
  const result = await db.query<FactorRow>(
    `select ${factorColumns} from auth.mfa_factors where id = $1 and user_id = $2`,
    [factorId, userId],
  );
  return result.rows[0];
}

/** The TOTP of a factor: RFC 6238 as authenticator apps read it (SHA-1, 6 digits, 30 s). */
export function totpFor(secret: string, issuer: string, label: string): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });
}

export interface NewTotp {
  secret: string;
  uri: string;
  /** The QR code of `uri` as SVG markup (auth-js turns it into a data URL). */
  qrCode: string;
}

export async function newTotp(issuer: string, label: string): Promise<NewTotp> {
  const secret = new Secret({ size: 20 }).base32;
  const uri = totpFor(secret, issuer, label).toString();
  return { secret, uri, qrCode: await QRCode.toString(uri, { type: 'svg', margin: 1 }) };
}

/** Whether `code` is the factor's current code (one 30-second step of clock drift allowed). */
export function totpMatches(secret: string, code: string): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  return totpFor(secret, '', '').validate({ token: code, window: 1 }) !== null;
}
