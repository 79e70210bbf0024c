import type { Database } from '@inzira/contract/database.types.ts';
import { useSupabase, type DataClient } from '../client';
import { unwrap } from '../errors';
import { useQuery } from '../swr';
import { leadKeys } from './keys';

export type LeadSearchResult = Database['public']['Functions']['admin_search']['Returns'][number];

/** The shortest term the server searches for (docs/leads.md, "One search"). */
export const MIN_SEARCH_LENGTH = 2;

/** Leads of every kind and participants by name, e-mail or phone, newest first, on the server. */
export async function searchLeads(client: DataClient, term: string): Promise<LeadSearchResult[]> {
  return unwrap(await client.rpc('admin_search', { term }));
}

/** Searches once `term` is long enough; the caller debounces what is typed. */
export function useLeadSearch(term: string) {
  const client = useSupabase();
  const trimmed = term.trim();
  return useQuery(trimmed.length >= MIN_SEARCH_LENGTH ? leadKeys.search(trimmed) : null, () =>
    searchLeads(client, trimmed),
  );
}
