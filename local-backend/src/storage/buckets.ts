import type { VerifiedClaims } from '../auth/tokens';
import { storageError, storageErrors } from './errors';
import { asRequester, ownerOf, type BucketRow, type StorageDeps } from './storage-deps';

const bucketColumns =
  'id, name, owner, public, file_size_limit::float8 as file_size_limit, allowed_mime_types, created_at, updated_at';

export function listBuckets(deps: StorageDeps, claims: VerifiedClaims): Promise<BucketRow[]> {
  return asRequester(deps, claims, async (tx) => {
    const result = await tx.query<BucketRow>(
      `select ${bucketColumns} from storage.buckets order by name`,
    );
    return result.rows;
  });
}

export async function getBucket(
  deps: StorageDeps,
  claims: VerifiedClaims,
  id: string,
): Promise<BucketRow> {
  const row = await asRequester(deps, claims, async (tx) => {
    const result = await tx.query<BucketRow>(
      `select ${bucketColumns} from storage.buckets where id = $1`,
      [id],
    );
    return result.rows[0];
  });
  if (!row) throw storageErrors.noSuchBucket();
  return row;
}

// Decimal units, as storage-api parses them: '20mb' is 20,000,000 bytes.
const units: Record<string, number> = { B: 1, KB: 1e3, MB: 1e6, GB: 1e9 };

/** A number of bytes or storage-js's `'20MB'` style. */
function fileSizeLimit(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  const match = typeof value === 'string' ? /^(\d+)\s*(B|KB|MB|GB)$/i.exec(value.trim()) : null;
  if (match?.[1] && match[2]) return Number(match[1]) * (units[match[2].toUpperCase()] ?? 1);
  throw storageError(
    400,
    'InvalidRequest',
    'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B',
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export async function createBucket(
  deps: StorageDeps,
  claims: VerifiedClaims,
  body: unknown,
): Promise<{ name: string }> {
  if (!isRecord(body) || typeof body.name !== 'string')
    throw storageErrors.missingParameter('name');
  const id = typeof body.id === 'string' ? body.id : body.name;
  if (!/^[A-Za-z0-9_.-]{1,100}$/.test(id)) {
    throw storageError(400, 'InvalidBucketName', 'Bucket name invalid');
  }
  const mimes = Array.isArray(body.allowed_mime_types)
    ? body.allowed_mime_types.filter((m): m is string => typeof m === 'string')
    : null;
  await asRequester(deps, claims, (tx) =>
    tx.query(
      `insert into storage.buckets (id, name, owner, public, file_size_limit, allowed_mime_types)
       values ($1, $2, $3, $4, $5, $6)`,
      [
        id,
        body.name,
        ownerOf(claims),
        body.public === true,
        fileSizeLimit(body.file_size_limit),
        mimes,
      ],
    ),
  );
  return { name: id };
}

export async function deleteBucket(
  deps: StorageDeps,
  claims: VerifiedClaims,
  id: string,
): Promise<{ message: string }> {
  const objects = await deps.db.query(
    'select 1 from storage.objects where bucket_id = $1 limit 1',
    [id],
  );
  if (objects.rows.length > 0) {
    throw storageError(409, 'ResourceNotEmpty', 'The bucket you tried to delete is not empty');
  }
  const deleted = await asRequester(deps, claims, async (tx) => {
    const result = await tx.query('delete from storage.buckets where id = $1 returning id', [id]);
    return result.rows.length;
  });
  if (deleted === 0) throw storageErrors.noSuchBucket();
  return { message: 'Successfully deleted' };
}

/** `PUT /bucket/<id>`: public flag and limits, as the policies on storage.buckets allow. */
export async function updateBucket(
  deps: StorageDeps,
  claims: VerifiedClaims,
  id: string,
  body: unknown,
): Promise<{ message: string }> {
  if (!isRecord(body)) throw storageErrors.invalidRequest('Body must be a JSON object');
  const mimes = Array.isArray(body.allowed_mime_types)
    ? body.allowed_mime_types.filter((m): m is string => typeof m === 'string')
    : null;
  const updated = await asRequester(deps, claims, async (tx) => {
    const result = await tx.query(
      `update storage.buckets set
         public = coalesce($2, public),
         file_size_limit = case when $3 then $4 else file_size_limit end,
         allowed_mime_types = case when $5 then $6 else allowed_mime_types end,
         updated_at = now()
       where id = $1 returning id`,
      [
        id,
        typeof body.public === 'boolean' ? body.public : null,
        'file_size_limit' in body,
        fileSizeLimit(body.file_size_limit),
        'allowed_mime_types' in body,
        mimes,
      ],
    );
    return result.rows.length;
  });
  if (updated === 0) throw storageErrors.noSuchBucket();
  return { message: 'Successfully updated' };
}
