import {
  SignJWT,
  errors as joseErrors,
  importJWK,
  jwtVerify,
  type CryptoKey,
  type JWK,
  type JWSHeaderParameters,
  type JWTPayload,
} from 'jose';
import { timingSafeEqual } from 'node:crypto';
import { newSigningKey, type StoredSigningKey } from './signing-keys';

/**
 * The Supabase CLI's public demo secret. Every checkout gets its own random secret instead
 * (docs/local-backend-hardening.md); tests use this one to show that its keys are refused.
 */
export const defaultJwtSecret = 'super-secret-jwt-token-with-at-least-32-characters-long';

export const accessTokenLifetimeSeconds = 3600;

export type ApiRole = 'anon' | 'authenticated' | 'service_role';
const apiRoles: readonly string[] = ['anon', 'authenticated', 'service_role'];

export function isApiRole(value: unknown): value is ApiRole {
  return typeof value === 'string' && apiRoles.includes(value);
}

export interface VerifiedClaims extends JWTPayload {
  role: ApiRole;
}

export type VerifyResult =
  | { ok: true; claims: VerifiedClaims }
  | { ok: false; reason: 'expired' | 'invalid'; message: string };

export interface TokenKitOptions {
  /** ES256 keys: the first signs sessions, all verify. Without them sessions are HS256. */
  signingKeys?: StoredSigningKey[];
  /** Called after a rotation or revocation, e.g. to persist the keys. */
  onKeysChanged?: (keys: StoredSigningKey[]) => Promise<void>;
  /**
   * Whether HS256 tokens (the legacy anon/service_role keys and anything else signed with the
   * secret) verify; default true. A backend on the new keys turns it off (docs/api-keys.md).
   */
  legacyJwt?: boolean;
  /** The opaque `sb_publishable_...` and `sb_secret_...` API keys (anon and service_role). */
  opaqueKeys?: { publishable: string; secret: string };
}

export interface TokenKit {
  secret: string;
  /** Whether HS256 (legacy) tokens verify. */
  legacyJwt: boolean;
  sign(claims: JWTPayload, expiresInSeconds: number): Promise<string>;
  verify(token: string): Promise<VerifyResult>;
  /** The public signing keys, as `/auth/v1/.well-known/jwks.json` serves them. */
  jwks(): { keys: JWK[] };
  /** A new key signs from now on; the previous ones still verify until revoked. */
  rotateSigningKey(): Promise<string>;
  /** Tokens signed with a revoked key stop verifying. The key in use cannot be revoked. */
  revokeSigningKey(kid: string): Promise<void>;
  /** The role an opaque API key stands for; undefined for any other string. */
  opaqueKeyRole(apikey: string): ApiRole | undefined;
}

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

type VerifyKey = CryptoKey | Uint8Array;

/** Thrown for an HS256 token while legacy keys are off; its message tells how to turn them on. */
class LegacyJwtDisabled extends Error {
  constructor() {
    super(legacyJwtDisabledMessage);
  }
}

export const legacyJwtDisabledMessage =
  'Legacy JWT keys are disabled: use the publishable (sb_publishable_...) or secret (sb_secret_...) key, or start the backend with --legacy-keys (LOCAL_BACKEND_LEGACY_KEYS=1)';

function failure(error: unknown): VerifyResult {
  if (error instanceof joseErrors.JWTExpired)
    return { ok: false, reason: 'expired', message: 'JWT expired' };
  return {
    ok: false,
    reason: 'invalid',
    message: error instanceof Error ? error.message : 'Invalid JWT',
  };
}

function withRole(payload: JWTPayload): VerifyResult {
  const role = payload.role;
  if (!isApiRole(role)) {
    return { ok: false, reason: 'invalid', message: `JWT role "${String(role)}" is not allowed` };
  }
  return { ok: true, claims: { ...payload, role } };
}

export function createTokenKit(secret: string, options: TokenKitOptions = {}): TokenKit {
  const hmacKey = new TextEncoder().encode(secret);
  const legacyJwt = options.legacyJwt ?? true;
  let signingKeys = [...(options.signingKeys ?? [])];
  const imported = new Map<string, Promise<VerifyKey>>();
  const publicKey = (kid: string | undefined): Promise<VerifyKey> => {
    const stored = signingKeys.find((key) => key.kid === kid);
    if (!stored) throw new joseErrors.JWKSNoMatchingKey();
    let key = imported.get(stored.kid);
    if (!key) {
      key = importJWK(stored.publicJwk, 'ES256').then((k) => {
        if (k instanceof Uint8Array) throw new Error('signing key is not asymmetric');
        return k;
      });
      imported.set(stored.kid, key);
    }
    return key;
  };
  // The key follows the token's own `alg`, and each algorithm has exactly one kind of key:
  // `alg: none`, algorithm confusion (HS256 signed with a public key) and unknown `kid`s fail.
  const keyFor = (header: JWSHeaderParameters): Promise<VerifyKey> | VerifyKey => {
    if (header.alg === 'HS256' && !legacyJwt) throw new LegacyJwtDisabled();
    if (header.alg === 'HS256') return hmacKey;
    if (header.alg === 'ES256') return publicKey(header.kid);
    throw new joseErrors.JOSEAlgNotAllowed(`"${String(header.alg)}" is not allowed`);
  };
  return {
    secret,
    legacyJwt,
    async sign(claims, expiresInSeconds) {
      const now = Math.floor(Date.now() / 1000);
      const current = signingKeys[0];
      const jwt = new SignJWT(claims).setIssuedAt(now).setExpirationTime(now + expiresInSeconds);
      if (!current) return jwt.setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(hmacKey);
      return jwt
        .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: current.kid })
        .sign(await importJWK(current.privateJwk, 'ES256'));
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, keyFor, { algorithms: ['HS256', 'ES256'] });
        return withRole(payload);
      } catch (error) {
        return failure(error);
      }
    },
    opaqueKeyRole(apikey) {
      const opaque = options.opaqueKeys;
      if (!opaque) return undefined;
      if (sameText(apikey, opaque.publishable)) return 'anon';
      if (sameText(apikey, opaque.secret)) return 'service_role';
      return undefined;
    },
    jwks: () => ({ keys: signingKeys.map((key) => key.publicJwk) }),
    async rotateSigningKey() {
      const fresh = await newSigningKey();
      signingKeys = [fresh, ...signingKeys];
      await options.onKeysChanged?.(signingKeys);
      return fresh.kid;
    },
    async revokeSigningKey(kid) {
      if (signingKeys[0]?.kid === kid) throw new Error('the signing key in use cannot be revoked');
      signingKeys = signingKeys.filter((key) => key.kid !== kid);
      imported.delete(kid);
      await options.onKeysChanged?.(signingKeys);
    },
  };
}

/** The anon and service-role API keys: deterministic for a given secret (fixed iat, valid twenty years). */
export async function createApiKeys(
  secret: string,
): Promise<{ anonKey: string; serviceRoleKey: string }> {
  const key = new TextEncoder().encode(secret);
  const iat = 1_700_000_000;
  const make = (role: ApiRole) =>
    new SignJWT({ iss: 'supabase-demo', role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(iat)
      .setExpirationTime(iat + 20 * 365 * 24 * 3600)
      .sign(key);
  return { anonKey: await make('anon'), serviceRoleKey: await make('service_role') };
}
