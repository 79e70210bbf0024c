import type { VerifiedClaims } from '../auth/tokens';
import { encodeCursor, type ListV2Column, type ListV2Options } from './list-v2-options';
import { asRequester, bucketSettings, type StorageDeps } from './storage-deps';

/** Postgres type ids of `text` and `int4`. */
const pgText = 25;
const pgInt = 23;

interface EntryRow {
  name: string;
  id: string | null;
  updated_at: Date | null;
  created_at: Date | null;
  last_accessed_at: Date | null;
  metadata: Record<string, unknown> | null;
  folder: boolean;
}

export interface ListV2Result {
  hasNext: boolean;
  nextCursor?: string;
  nextCursorKey?: string;
  folders: Record<string, unknown>[];
  objects: Record<string, unknown>[];
}

/** Every object under the prefix, as one flat list (`with_delimiter` false). */
const flatEntries = `
  select name, id, updated_at, created_at, last_accessed_at, metadata, false as folder
    from storage.objects
   where bucket_id = $1 and starts_with(name, $2::text)`;

/**
 * One level under the prefix: the objects with no `/` after it, and each common prefix
 * ("folder", named without its trailing slash, dated by its oldest object) once, as storage-api's
 * `search_v2` derives them from the objects table.
 */
const delimitedEntries = `
  with visible as (
    select name, id, updated_at, created_at, last_accessed_at, metadata,
           strpos(substr(name, $3::int + 1), '/') as slash
      from storage.objects
     where bucket_id = $1 and starts_with(name, $2::text)
  )
  select left(name, $3::int + slash - 1) as name, null::uuid as id,
         min(created_at) as updated_at, min(created_at) as created_at,
         null::timestamptz as last_accessed_at, null::jsonb as metadata, true as folder
    from visible where slash > 0 group by 1
  union all
  select name, id, updated_at, created_at, last_accessed_at, metadata, false
    from visible where slash = 0`;

/**
 * By name, a folder sorts as its prefix with the slash (`a.txt` before `a/`), byte-wise
 * (`COLLATE "C"`) as storage-api's index does. By time, entries sort on the time to the
 * millisecond (what the cursor can carry), then the name.
 */
function pageSql(entries: string, column: ListV2Column, ascending: boolean): string {
  const direction = ascending ? 'asc' : 'desc';
  const after = ascending ? '>' : '<';
  if (column === 'name') {
    const key = `(case when folder then name || '/' else name end) collate "C"`;
    return `select * from (${entries}) entries
      where $4::text = '' or ${key} ${after} $4::text
      order by ${key} ${direction} limit $6::int`;
  }
  // `column` is one of two fixed identifiers, never text from the request.
  const time = `coalesce(date_trunc('milliseconds', ${column}), 'epoch'::timestamptz)`;
  return `select * from (${entries}) entries
    where $4::text = '' or row(${time}, name collate "C") ${after}
      row(coalesce(nullif($5::text, '')::timestamptz, 'epoch'::timestamptz), $4::text)
    order by ${time} ${direction}, name collate "C" ${direction} limit $6::int`;
}

/** storage-api's `key`: the name's segment at the prefix's depth. */
function keyOf(name: string, prefix: string): string {
  return name.split('/')[prefix.split('/').length - 1] ?? '';
}

/**
 * `POST /object/list-v2/<bucket>`: a page of the objects the policies let the requester
 * select, with a cursor to the next page, as storage-api answers it.
 */
export async function listObjectsV2(
  deps: StorageDeps,
  claims: VerifiedClaims,
  bucketId: string,
  options: ListV2Options,
): Promise<ListV2Result> {
  await bucketSettings(deps, bucketId);
  const { prefix, delimiter, cursor } = options;
  // A cursor keeps the order of the listing that made it, as storage-api does.
  const column = cursor?.column ?? options.column ?? 'name';
  const order = cursor ? (cursor.order ?? 'asc') : options.order;
  const ascending = order !== 'desc';
  // No stored name is longer than 1024 characters: a longer prefix matches nothing.
  const rows =
    prefix.length > 1024
      ? []
      : await asRequester(deps, claims, async (tx) => {
          let start = cursor?.startAfter ?? '';
          if (start !== '' && delimiter && column === 'name') {
            // The cursor's name is a folder when objects sit under it: the page goes on after
            // everything inside it.
            const folder = await tx.query(
              `select 1 from storage.objects
                where bucket_id = $1 and starts_with(name, $2::text) limit 1`,
              [bucketId, `${start}/`],
            );
            if (folder.rows.length > 0) start = `${start}/`;
          }
          const sql = pageSql(delimiter ? delimitedEntries : flatEntries, column, ascending);
          const result = await tx.query<EntryRow>(
            sql,
            [bucketId, prefix, prefix.length, start, cursor?.after ?? '', options.limit + 1],
            // Each query leaves some parameters unused: their types are given here.
            { paramTypes: [pgText, pgText, pgInt, pgText, pgText, pgInt] },
          );
          return result.rows;
        });
  const page = rows.slice(0, options.limit);
  const folders: Record<string, unknown>[] = [];
  const objects: Record<string, unknown>[] = [];
  for (const { folder, ...entry } of page) {
    const withKey = delimiter ? { key: keyOf(entry.name, prefix), ...entry } : entry;
    if (!folder) objects.push(withKey);
    else if (column === 'name') {
      folders.push({ ...withKey, name: `${entry.name}/`, updated_at: null, created_at: null });
    } else folders.push({ ...withKey, name: `${entry.name}/` });
  }
  const last = page.at(-1);
  if (rows.length <= options.limit || !last) return { hasNext: false, folders, objects };
  const lastTime = column === 'name' ? null : last[column];
  return {
    hasNext: true,
    nextCursor: encodeCursor({
      startAfter: last.name,
      order: cursor?.order ?? options.order,
      column: cursor?.column ?? options.column,
      after: lastTime ? new Date(lastTime).toISOString() : undefined,
    }),
    nextCursorKey: last.name,
    folders,
    objects,
  };
}
