import { createClient } from '@supabase/supabase-js';
import { serviceClient } from '../_shared/database.ts';
import { RequestError, serveJson } from '../_shared/http.ts';
import { deliverTeamEmails } from '../_shared/team-emails.ts';

/** Only an administrator's session may send: the caller's own JWT asks the database. */
async function requireAdmin(request: Request): Promise<void> {
  const url = Deno.env.get('SUPABASE_URL');
  const anonKey = Deno.env.get('SUPABASE_ANON_KEY');
  if (!url || !anonKey) throw new Error('SUPABASE_URL and SUPABASE_ANON_KEY must be set');
  const caller = createClient(url, anonKey, {
    global: { headers: { Authorization: request.headers.get('authorization') ?? '' } },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const { data, error } = await caller.rpc('is_admin');
  if (error || data !== true)
    throw new RequestError(403, 'Only administrators can send team e-mails.');
}

/**
 * Sends the queued e-mails to team members (assignments, new leads; docs/leads.md). It takes
 * nothing from the request: the database holds every recipient and every word.
 */
Deno.serve(
  serveJson(async (request) => {
    await requireAdmin(request);
    return { results: await deliverTeamEmails(serviceClient()) };
  }),
);
