import type { VerifiedClaims } from '../auth/tokens';
import { storageErrors } from './errors';
import {
  asRequester,
  bucketSettings,
  objectColumns,
  type ObjectRow,
  type StorageDeps,
} from './storage-deps';

export interface ListEntry {
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: Record<string, unknown> | null;
}

interface ListOptions {
  prefix: string;
  limit: number;
  offset: number;
  column: string;
  ascending: boolean;
  search: string;
}

const sortable = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function listOptions(body: unknown): ListOptions {
  if (!isRecord(body)) throw storageErrors.missingParameter('prefix');
  const { prefix, limit, offset, sortBy, search } = body;
  if (typeof prefix !== 'string') throw storageErrors.missingParameter('prefix');
  const sort = isRecord(sortBy) ? sortBy : {};
  const column =
    typeof sort.column === 'string' && sortable.has(sort.column) ? sort.column : 'name';
  return {
    prefix: prefix.replace(/^\/+/, ''),
    limit: typeof limit === 'number' && limit > 0 ? Math.min(Math.floor(limit), 1000) : 100,
    offset: typeof offset === 'number' && offset > 0 ? Math.floor(offset) : 0,
    column,
    ascending: sort.order !== 'desc',
    search: typeof search === 'string' ? search : '',
  };
}

/** PGlite returns timestamps as Date objects: compare them as ISO text. */
const sortText = (value: unknown): string =>
  value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : '';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One folder level, as Storage's `search`: the files directly under the prefix and its
 * sub-folders (entries without id), of the objects the policies let the requester select.
 */
export async function listObjects(
  deps: StorageDeps,
  claims: VerifiedClaims,
  bucketId: string,
  options: ListOptions,
): Promise<ListEntry[]> {
  await bucketSettings(deps, bucketId);
  const folder =
    options.prefix === '' || options.prefix.endsWith('/') ? options.prefix : `${options.prefix}/`;
  const rows = await asRequester(deps, claims, async (tx) => {
    const result = await tx.query<ObjectRow>(
      `select ${objectColumns} from storage.objects
        where bucket_id = $1 and name like $2 escape '\\' order by name`,
      [bucketId, `${escapeLike(folder + options.search)}%`],
    );
    return result.rows;
  });
  const folders = new Map<string, ListEntry>();
  const files: ListEntry[] = [];
  for (const row of rows) {
    const rest = row.name.slice(folder.length);
    const slash = rest.indexOf('/');
    if (slash >= 0) {
      const name = rest.slice(0, slash);
      folders.set(name, {
        name,
        id: null,
        updated_at: null,
        created_at: null,
        last_accessed_at: null,
        metadata: null,
      });
    } else {
      const { id, created_at, updated_at, last_accessed_at, metadata } = row;
      files.push({ name: rest, id, created_at, updated_at, last_accessed_at, metadata });
    }
  }
  const key = options.column as keyof ListEntry;
  const entries = [...folders.values(), ...files].sort((a, b) => {
    const left = sortText(a[key]);
    const right = sortText(b[key]);
    const order = left < right ? -1 : left > right ? 1 : a.name.localeCompare(b.name);
    return options.ascending ? order : -order;
  });
  return entries.slice(options.offset, options.offset + options.limit);
}
