import { header, HttpError, type HttpRequest } from '../http/types';
import type { TokenKit, VerifiedClaims, VerifyResult } from './tokens';

export type ClaimsResult = VerifyResult & { bearer?: string };

/** The API gateway's gate: a given `apikey` (header or query param) must be valid, else 401. */
export async function checkApiKey(request: HttpRequest, tokens: TokenKit): Promise<VerifiedClaims> {
  const apikey = header(request, 'apikey') ?? request.url.searchParams.get('apikey') ?? undefined;
  // The Supabase CLI's local gateway checks no key: a request without one reaches the
  // services as anon (PostgREST's anonymous role, Storage and Auth alike).
  if (!apikey) return { role: 'anon' };
  // An opaque key stands for its role, as the platform's gateway maps it to a short-lived JWT.
  const opaqueRole = tokens.opaqueKeyRole(apikey);
  if (opaqueRole) return { role: opaqueRole };
  const key = await tokens.verify(apikey);
  // The hosted gateway's answer once a project has turned its legacy API keys off.
  if (!key.ok && !tokens.legacyJwt && apikey.split('.').length === 3) {
    throw new HttpError(401, {
      message: 'Legacy API keys are disabled',
      hint: 'Use the publishable key (sb_publishable_...) or the secret key (sb_secret_...) printed at start; start the backend with --legacy-keys (LOCAL_BACKEND_LEGACY_KEYS=1) to accept the anon and service_role JWTs.',
    });
  }
  if (!key.ok) {
    throw new HttpError(401, {
      message: 'Invalid API key',
      hint: 'Double check your Supabase publishable or secret API key.',
    });
  }
  return key.claims;
}

/** The verified `Authorization: Bearer` token, or undefined when the header is absent. */
export async function bearerClaims(
  request: HttpRequest,
  tokens: TokenKit,
): Promise<ClaimsResult | undefined> {
  const authorization = header(request, 'authorization');
  if (!authorization) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(authorization);
  if (!match?.[1])
    return { ok: false, reason: 'invalid', message: 'Authorization header is not a Bearer token' };
  // supabase-js sends an opaque key as the bearer too when nobody is signed in; the gateway
  // then passes on a token of the apikey's role. Any other opaque key is no JWT and fails below.
  const apikey = header(request, 'apikey') ?? request.url.searchParams.get('apikey');
  const opaqueRole = apikey && match[1] === apikey ? tokens.opaqueKeyRole(apikey) : undefined;
  if (opaqueRole) return { ok: true, claims: { role: opaqueRole } };
  const verified = await tokens.verify(match[1]);
  return { ...verified, bearer: match[1] };
}

/** PostgREST's rule: the bearer's role when present, else the apikey's. */
export async function requestClaims(request: HttpRequest, tokens: TokenKit): Promise<VerifyResult> {
  const key = await checkApiKey(request, tokens);
  return (await bearerClaims(request, tokens)) ?? { ok: true, claims: key };
}
