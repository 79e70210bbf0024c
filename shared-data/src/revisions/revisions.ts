import type { Tables } from '@inzira/contract/database.types.ts';
import { useSupabase, type DataClient } from '../client';
import { unwrap } from '../errors';
import { useQuery, useRevalidatingMutation } from '../swr';

// Content revisions (docs/content-trust.md, "Revisions"): the database records every version of
// a post, project, service or testimonial; editors and owners read them and restore one.

export const REVISION_TABLES = ['blogs', 'projects', 'services', 'testimonials'] as const;
export type RevisionTable = (typeof REVISION_TABLES)[number];
export type Revision = Tables<'content_revisions'>;

/** The versions of one row, newest first. */
export async function getRevisions(
  client: DataClient,
  table: RevisionTable,
  rowId: string,
): Promise<Revision[]> {
  return unwrap(
    await client
      .from('content_revisions')
      .select('*')
      .eq('table_name', table)
      .eq('row_id', rowId)
      .order('version', { ascending: false }),
  );
}

export function useRevisions(table: RevisionTable, rowId: string | null) {
  const client = useSupabase();
  return useQuery(rowId ? (['content_revisions', table, rowId] as const) : null, ([, t, id]) =>
    getRevisions(client, t, id),
  );
}

/** Writes the version's values back; answers the row's new current version. */
export async function restoreRevision(client: DataClient, revisionId: number): Promise<number> {
  return unwrap(await client.rpc('restore_revision', { revision_id: revisionId }));
}

/** Restores a version and reloads the row's list and its history. */
export function useRestoreRevision(table: RevisionTable) {
  return useRevalidatingMutation(restoreRevision, [table, 'content_revisions']);
}
