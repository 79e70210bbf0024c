import { SignJWT, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';

/** Supabase CLI's local default, so keys stay the same across restarts and machines. */
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

export interface TokenKit {
  secret: string;
  sign(claims: JWTPayload, expiresInSeconds: number): Promise<string>;
  verify(token: string): Promise<VerifyResult>;
}

export function createTokenKit(secret: string): TokenKit {
  const key = new TextEncoder().encode(secret);
  return {
    secret,
    async sign(claims, expiresInSeconds) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(now)
        .setExpirationTime(now + expiresInSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        // Only HS256 is accepted: `alg: none` and algorithm-confusion tokens fail here.
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const role = payload.role;
        if (!isApiRole(role)) {
          return {
            ok: false,
            reason: 'invalid',
            message: `JWT role "${String(role)}" is not allowed`,
          };
        }
        return { ok: true, claims: { ...payload, role } };
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired)
          return { ok: false, reason: 'expired', message: 'JWT expired' };
        return {
          ok: false,
          reason: 'invalid',
          message: error instanceof Error ? error.message : 'Invalid JWT',
        };
      }
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
