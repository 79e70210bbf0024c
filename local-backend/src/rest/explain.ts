import type { Transaction } from '@electric-sql/pglite';
import type { HttpResponse } from '../http/types';
import type { CatalogSettings } from './catalog';
import { pgrstError } from './errors';

/** `Accept: application/vnd.pgrst.plan+json; for="..."; options=analyze|verbose;`: EXPLAIN. */
export interface PlanRequest {
  format: 'json' | 'text';
  options: string[];
}

const planOptions = new Set(['analyze', 'verbose', 'settings', 'buffers', 'wal']);

/** Reads a plan request from the Accept header (undefined for any other media type). */
export function parsePlan(accept: string): PlanRequest | undefined {
  const trimmed = accept.trim();
  if (!trimmed.startsWith('application/vnd.pgrst.plan')) return undefined;
  const format = trimmed.startsWith('application/vnd.pgrst.plan+json') ? 'json' : 'text';
  const listed = /options=([a-z|]*)/.exec(trimmed)?.[1] ?? '';
  return { format, options: listed.split('|').filter((o) => planOptions.has(o)) };
}

/**
 * Explains the request's statement as PostgREST does, when the database allows it
 * (`pgrst.db_plan_enabled`, off on a hosted project); otherwise 406 as for an unknown type.
 */
export async function explain(
  tx: Transaction,
  plan: PlanRequest,
  settings: CatalogSettings,
  sql: string,
  params: unknown[],
): Promise<HttpResponse> {
  if (!settings.plan)
    throw pgrstError(
      406,
      'PGRST107',
      'None of these media types are available: application/vnd.pgrst.plan',
    );
  const options = [`format ${plan.format}`, ...plan.options].join(', ');
  const result = await tx.query<{ 'QUERY PLAN': unknown }>(`explain (${options}) ${sql}`, params);
  const rows = result.rows.map((r) => r['QUERY PLAN']);
  const body =
    plan.format === 'json' ? JSON.stringify(rows[0]) : rows.map((r) => String(r)).join('\n');
  return {
    status: 200,
    headers: {
      'Content-Type': `application/vnd.pgrst.plan+${plan.format}; charset=utf-8`,
    },
    body,
  };
}
