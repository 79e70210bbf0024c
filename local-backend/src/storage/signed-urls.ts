import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import type { VerifiedClaims } from '../auth/tokens';
import { storageError, storageErrors } from './errors';
import { findReadable } from './object-read';
import { asRequester, ownerOf, type StorageDeps } from './storage-deps';

/** storage-api signs URLs with the project's JWT secret; an upload URL lasts two hours. */
const uploadUrlLifetimeSeconds = 7200;

const secretOf = (deps: StorageDeps) => new TextEncoder().encode(deps.tokens.secret);

async function sign(deps: StorageDeps, claims: JWTPayload, expiresIn: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresIn)
    .sign(secretOf(deps));
}

/**
 * A token is made for one use: `scope` says which, as storage-api writes it, so a download URL
 * can never be replayed as an upload (or the reverse). Tokens without a scope are read by
 * storage-api's legacy rule: an `upsert` claim marks an upload token.
 */
type Scope = 'download' | 'upload';

function hasScope(payload: JWTPayload, scope: Scope): boolean {
  if (payload.scope !== undefined) return payload.scope === scope;
  return scope === 'upload' ? 'upsert' in payload : !('upsert' in payload);
}

/** The token's claims when it is ours, unexpired, of this scope and for exactly this object. */
async function verifiedFor(
  deps: StorageDeps,
  token: string | null,
  url: string,
  scope: Scope,
): Promise<JWTPayload> {
  if (!token) throw storageErrors.invalidJwt('No token provided');
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, secretOf(deps), { algorithms: ['HS256'] }));
  } catch (error) {
    throw storageErrors.invalidJwt(error instanceof Error ? error.message : 'invalid token');
  }
  if (!hasScope(payload, scope)) {
    throw storageError(400, 'InvalidSignature', `Token is not scoped for ${scope}`);
  }
  if (payload.url !== url) throw storageErrors.invalidJwt('invalid signature');
  return payload;
}

export function expiresInFrom(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw storageErrors.invalidRequest('expiresIn must be a positive whole number of seconds');
  }
  return value;
}

/**
 * `/object/sign/<bucket>/<name>?token=`: the requester must be able to read the object now;
 * whoever holds the URL may read it until it expires. With transformations (storage-api's
 * segments) the URL is `/render/image/sign/...` and the token carries them.
 */
export async function signedDownloadUrl(
  deps: StorageDeps,
  claims: VerifiedClaims,
  bucket: string,
  name: string,
  expiresIn: number,
  transformations = '',
): Promise<string> {
  await findReadable(deps, claims, bucket, name);
  const url = `${bucket}/${name}`;
  const token = await sign(
    deps,
    { url, scope: 'download', ...(transformations ? { transformations } : {}) },
    expiresIn,
  );
  const route = transformations ? 'render/image' : 'object';
  return `/${route}/sign/${url}?token=${token}`;
}

/** Checks a download token; answers the transformations it grants ('' for none). */
export async function checkDownloadToken(
  deps: StorageDeps,
  token: string | null,
  bucket: string,
  name: string,
): Promise<{ transformations: string; expires: Date | undefined }> {
  const payload = await verifiedFor(deps, token, `${bucket}/${name}`, 'download');
  return {
    transformations: typeof payload.transformations === 'string' ? payload.transformations : '',
    expires: payload.exp === undefined ? undefined : new Date(payload.exp * 1000),
  };
}

/** Thrown to roll back the trial insert below once the policies have accepted it. */
class TrialInsertAccepted extends Error {}

/**
 * `/object/upload/sign/<bucket>/<name>`: as storage-api does, the requester's right to create
 * the object is tried now (an insert under the policies, rolled back), and the token carries
 * the owner and whether it may overwrite.
 */
export async function signedUploadUrl(
  deps: StorageDeps,
  claims: VerifiedClaims,
  bucket: string,
  name: string,
  upsert: boolean,
): Promise<string> {
  try {
    await asRequester(deps, claims, async (tx) => {
      if (!upsert) {
        const existing = await tx.query(
          'select 1 from storage.objects where bucket_id = $1 and name = $2',
          [bucket, name],
        );
        if (existing.rows.length > 0) throw storageErrors.keyAlreadyExists();
      }
      await tx.query(
        `insert into storage.objects (bucket_id, name, owner) values ($1, $2, $3)
         on conflict (bucket_id, name) do nothing`,
        [bucket, name, ownerOf(claims)],
      );
      throw new TrialInsertAccepted();
    });
  } catch (error) {
    if (!(error instanceof TrialInsertAccepted)) throw error;
  }
  const token = await sign(
    deps,
    { url: `${bucket}/${name}`, scope: 'upload', owner: ownerOf(claims) ?? undefined, upsert },
    uploadUrlLifetimeSeconds,
  );
  return `/object/upload/sign/${bucket}/${name}?token=${token}`;
}

/** The upload a token allows: its owner (as the writer) and whether it may overwrite. */
export async function checkUploadToken(
  deps: StorageDeps,
  token: string | null,
  bucket: string,
  name: string,
): Promise<{ claims: VerifiedClaims; upsert: boolean }> {
  const payload = await verifiedFor(deps, token, `${bucket}/${name}`, 'upload');
  const owner = typeof payload.owner === 'string' ? payload.owner : undefined;
  // The URL was granted under the policies; the write itself is the service's.
  return { claims: { role: 'service_role', sub: owner }, upsert: payload.upsert === true };
}
