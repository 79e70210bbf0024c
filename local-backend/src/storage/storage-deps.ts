import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { TokenKit, VerifiedClaims } from '../auth/tokens';
import { runAs } from '../rest/run-as';
import type { BlobStore } from './blob-store';
import { fromPgError, storageErrors } from './errors';

export interface StorageDeps {
  db: PGlite;
  tokens: TokenKit;
  blobs: BlobStore;
}

/** Hard ceiling of one upload, whatever a bucket says (hosted Supabase's free-plan limit). */
export const globalFileSizeLimit = 50 * 1024 * 1024;

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: string;
  updated_at: string;
}

/** The bucket's settings, read by the service itself (limits apply whoever asks). */
export async function bucketSettings(deps: StorageDeps, id: string): Promise<BucketRow> {
  const result = await deps.db.query<BucketRow>(
    `select id, name, owner, public, file_size_limit::float8 as file_size_limit,
            allowed_mime_types, created_at, updated_at
       from storage.buckets where id = $1`,
    [id],
  );
  const bucket = result.rows[0];
  if (!bucket) throw storageErrors.noSuchBucket();
  return bucket;
}

/** Runs `work` as the request's role, with Postgres errors in Storage's shape. */
export async function asRequester<T>(
  deps: StorageDeps,
  claims: VerifiedClaims,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  try {
    return await runAs(deps.db, claims, work);
  } catch (error) {
    throw fromPgError(error);
  }
}

/** The JWT's user id when it is one (objects remember their owner, as on Supabase). */
export function ownerOf(claims: VerifiedClaims): string | null {
  const sub = claims.sub;
  return typeof sub === 'string' && /^[0-9a-f-]{36}$/i.test(sub) ? sub : null;
}

export interface ObjectRow {
  id: string;
  name: string;
  bucket_id: string;
  owner: string | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
  metadata: Record<string, unknown> | null;
  user_metadata: Record<string, unknown> | null;
  version: string | null;
}

export const objectColumns =
  'id, name, bucket_id, owner, created_at, updated_at, last_accessed_at, metadata, user_metadata, version';
