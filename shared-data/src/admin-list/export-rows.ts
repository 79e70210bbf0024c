import type { DataClient } from '../client';
import { listRows, type AdminListParams } from './list-rows';
import type { AdminResource, AdminRows } from './resources';

export const EXPORT_PAGE_SIZE = 500;

/**
 * Every row matching the list's search, filter and sort (not only the page on screen), fetched
 * a page at a time; `onProgress` hears how many have arrived of how many.
 */
export async function fetchAllRows<R extends AdminResource>(
  client: DataClient,
  resource: R,
  params: Omit<AdminListParams, 'page' | 'pageSize'>,
  onProgress?: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<AdminRows[R][]> {
  const rows: AdminRows[R][] = [];
  // A row arriving during the export shifts the pages by one; its neighbour must not repeat.
  const seen = new Set<string | null>();
  for (let page = 0; ; page += 1) {
    signal?.throwIfAborted();
    const result = await listRows(client, resource, {
      ...params,
      page,
      pageSize: EXPORT_PAGE_SIZE,
    });
    for (const row of result.rows) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
    }
    onProgress?.(rows.length, result.total);
    if (result.rows.length < EXPORT_PAGE_SIZE) return rows;
  }
}
