import { requestClaims } from '../auth/api-key';
import type { VerifiedClaims } from '../auth/tokens';
import { header, type HttpRequest } from '../http/types';
import { storageErrors } from './errors';
import type { StorageDeps } from './storage-deps';

/**
 * The gateway turns an `apikey` into the JWT Storage reads when `Authorization` is missing;
 * with neither, storage-api has no JWT to verify and refuses with jose's message, as a
 * Supabase CLI project and a hosted one both answer (docs/storage-fidelity.md).
 */
export async function claimsOf(deps: StorageDeps, request: HttpRequest): Promise<VerifiedClaims> {
  const apikey = header(request, 'apikey') ?? request.url.searchParams.get('apikey');
  if (!header(request, 'authorization') && !apikey) {
    throw storageErrors.unauthorized('Invalid Compact JWS');
  }
  const result = await requestClaims(request, deps.tokens);
  if (!result.ok) throw storageErrors.unauthorized(result.message);
  return result.claims;
}
