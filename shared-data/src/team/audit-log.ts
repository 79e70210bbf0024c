import type { Tables } from '@inzira/contract/database.types.ts';
import { useSupabase, type DataClient } from '../client';
import { unwrap } from '../errors';
import { useQuery } from '../swr';

export type AuditEntry = Tables<'audit_log'>;

export const AUDIT_ACTIONS = ['insert', 'update', 'delete', 'restore', 'reset_factors'] as const;

/** The audit log's filters; empty strings mean "any". Dates are instants (ISO 8601). */
export interface AuditFilters {
  actorId: string;
  table: string;
  action: string;
  from: string;
  to: string;
}

/** The most entries a page shows and a CSV holds; narrow the filter for older ones. */
export const AUDIT_PAGE_LIMIT = 1000;

/** The entries matching the filter, newest first (owners only: others read none). */
export async function getAuditLog(
  client: DataClient,
  filters: AuditFilters,
): Promise<AuditEntry[]> {
  let query = client.from('audit_log').select('*');
  if (filters.actorId) query = query.eq('actor_id', filters.actorId);
  if (filters.table) query = query.eq('table_name', filters.table);
  if (filters.action) query = query.eq('action', filters.action);
  if (filters.from) query = query.gte('created_at', filters.from);
  if (filters.to) query = query.lt('created_at', filters.to);
  return unwrap(
    await query
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(AUDIT_PAGE_LIMIT),
  );
}

export function useAuditLog(filters: AuditFilters) {
  const client = useSupabase();
  return useQuery(['audit_log', filters], () => getAuditLog(client, filters));
}
