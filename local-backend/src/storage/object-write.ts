import { createHash, randomUUID } from 'node:crypto';
import type { VerifiedClaims } from '../auth/tokens';
import { storageErrors } from './errors';
import { checkObjectKey } from './object-key';
import {
  asRequester,
  bucketSettings,
  globalFileSizeLimit,
  objectColumns,
  ownerOf,
  type ObjectRow,
  type StorageDeps,
} from './storage-deps';
import { mimeAllowed, type UploadBody } from './upload-body';

export type WriteMode = 'create' | 'upsert' | 'update';

function objectMetadata(body: UploadBody) {
  return {
    eTag: `"${createHash('md5').update(body.bytes).digest('hex')}"`,
    size: body.bytes.length,
    mimetype: body.mimeType,
    cacheControl: body.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: body.bytes.length,
    httpStatusCode: 200,
  };
}

/**
 * Upload (POST, `x-upsert`) and update (PUT): the bucket's size and MIME limits first, then the
 * row written as the requester so the policies decide, then the bytes; the old bytes go only
 * once the new row is committed.
 */
export async function writeObject(
  deps: StorageDeps,
  claims: VerifiedClaims,
  bucketId: string,
  name: string,
  body: UploadBody,
  mode: WriteMode,
): Promise<{ Id: string; Key: string }> {
  const bucket = await bucketSettings(deps, bucketId);
  const limit = Math.min(bucket.file_size_limit ?? globalFileSizeLimit, globalFileSizeLimit);
  if (body.bytes.length > limit) throw storageErrors.entityTooLarge();
  if (!mimeAllowed(body.mimeType, bucket.allowed_mime_types)) {
    throw storageErrors.invalidMimeType(body.mimeType);
  }
  const version = randomUUID();
  const metadata = JSON.stringify(objectMetadata(body));
  const userMetadata = body.userMetadata ? JSON.stringify(body.userMetadata) : null;
  const owner = ownerOf(claims);
  let stored = false;
  try {
    const { id, previous } = await asRequester(deps, claims, async (tx) => {
      const existing = await tx.query<{ version: string | null }>(
        'select version from storage.objects where bucket_id = $1 and name = $2',
        [bucketId, name],
      );
      const previous = existing.rows[0]?.version ?? null;
      const params = [bucketId, name, owner, metadata, userMetadata, version];
      let rows: { id: string }[];
      if (mode === 'update') {
        rows = (
          await tx.query<{ id: string }>(
            `update storage.objects set owner = $3::uuid, owner_id = $3::uuid::text, metadata = $4::jsonb,
                    user_metadata = $5::jsonb, version = $6, updated_at = now()
              where bucket_id = $1 and name = $2 returning id`,
            params,
          )
        ).rows;
        if (rows.length === 0) throw storageErrors.noSuchKey();
      } else {
        const onConflict =
          mode === 'upsert'
            ? `on conflict (bucket_id, name) do update set owner = excluded.owner,
                 owner_id = excluded.owner_id, metadata = excluded.metadata,
                 user_metadata = excluded.user_metadata, version = excluded.version,
                 updated_at = now()`
            : '';
        rows = (
          await tx.query<{ id: string }>(
            `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
             values ($1, $2, $3::uuid, $3::uuid::text, $4::jsonb, $5::jsonb, $6) ${onConflict} returning id`,
            params,
          )
        ).rows;
      }
      await deps.blobs.put(version, body.bytes);
      stored = true;
      return { id: rows[0]?.id ?? '', previous };
    });
    if (previous) await deps.blobs.delete(previous);
    return { Id: id, Key: `${bucketId}/${name}` };
  } catch (error) {
    if (stored) await deps.blobs.delete(version);
    throw error;
  }
}

/** Entries of `remove()`: a path, or `{ path }` (versions are not kept). */
export function pathsFrom(prefixes: unknown): string[] {
  if (!Array.isArray(prefixes) || prefixes.length === 0) {
    throw storageErrors.missingParameter('prefixes');
  }
  if (prefixes.length > 1000) throw storageErrors.invalidRequest('At most 1000 prefixes');
  return prefixes.map((entry: unknown) => {
    const path =
      typeof entry === 'object' && entry !== null && 'path' in entry ? entry.path : entry;
    if (typeof path !== 'string') throw storageErrors.invalidRequest('prefixes must be paths');
    return path;
  });
}

/** Deletes what the policies let the requester see and delete; answers the deleted objects. */
export async function removeObjects(
  deps: StorageDeps,
  claims: VerifiedClaims,
  bucketId: string,
  paths: string[],
): Promise<ObjectRow[]> {
  await bucketSettings(deps, bucketId);
  const rows = await asRequester(deps, claims, async (tx) => {
    const result = await tx.query<ObjectRow>(
      `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
        returning ${objectColumns}`,
      [bucketId, paths],
    );
    return result.rows;
  });
  for (const row of rows) if (row.version) await deps.blobs.delete(row.version);
  return rows;
}

export interface MoveRequest {
  bucketId: string;
  sourceKey: string;
  destinationKey: string;
  destinationBucket: string;
}

export async function moveObject(
  deps: StorageDeps,
  claims: VerifiedClaims,
  move: MoveRequest,
): Promise<void> {
  checkObjectKey(move.destinationKey);
  await bucketSettings(deps, move.bucketId);
  if (move.destinationBucket !== move.bucketId) await bucketSettings(deps, move.destinationBucket);
  await asRequester(deps, claims, async (tx) => {
    const result = await tx.query(
      `update storage.objects set name = $3, bucket_id = $4, updated_at = now()
        where bucket_id = $1 and name = $2 returning id`,
      [move.bucketId, move.sourceKey, move.destinationKey, move.destinationBucket],
    );
    if (result.rows.length === 0) throw storageErrors.noSuchKey();
  });
}

export async function copyObject(
  deps: StorageDeps,
  claims: VerifiedClaims,
  copy: MoveRequest,
): Promise<{ Id: string; Key: string }> {
  checkObjectKey(copy.destinationKey);
  await bucketSettings(deps, copy.bucketId);
  if (copy.destinationBucket !== copy.bucketId) await bucketSettings(deps, copy.destinationBucket);
  const version = randomUUID();
  let stored = false;
  try {
    const id = await asRequester(deps, claims, async (tx) => {
      const source = (
        await tx.query<ObjectRow>(
          `select ${objectColumns} from storage.objects where bucket_id = $1 and name = $2`,
          [copy.bucketId, copy.sourceKey],
        )
      ).rows[0];
      const bytes = source?.version ? await deps.blobs.get(source.version) : undefined;
      if (!source || !bytes) throw storageErrors.noSuchKey();
      const inserted = await tx.query<{ id: string }>(
        `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
         values ($1, $2, $3::uuid, $3::uuid::text, $4::jsonb, $5::jsonb, $6) returning id`,
        [
          copy.destinationBucket,
          copy.destinationKey,
          ownerOf(claims),
          JSON.stringify(source.metadata),
          source.user_metadata ? JSON.stringify(source.user_metadata) : null,
          version,
        ],
      );
      await deps.blobs.put(version, bytes);
      stored = true;
      return inserted.rows[0]?.id ?? '';
    });
    return { Id: id, Key: `${copy.destinationBucket}/${copy.destinationKey}` };
  } catch (error) {
    if (stored) await deps.blobs.delete(version);
    throw error;
  }
}
