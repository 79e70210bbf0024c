import { createClient } from '@supabase/supabase-js';
import { serviceClient } from '../_shared/database.ts';
import { RequestError, serveJson } from '../_shared/http.ts';
import { readFlatObject } from '../_shared/read-body.ts';
import { sendQueued } from './outbox.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const digest = async (text: string) =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));

/**
 * The scheduler (pg_cron with pg_net on a hosted project, the local backend's timer locally)
 * calls with the service-role key (docs/consultations.md, "Reminders"). Digests are compared,
 * so the comparison's time says nothing about the key.
 */
async function isScheduler(authorization: string): Promise<boolean> {
  const key = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY');
  if (!key) return false;
  const [given, expected] = await Promise.all([digest(authorization), digest(`Bearer ${key}`)]);
  return given.every((byte, index) => byte === expected[index]);
}

/**
 * Only an administrator's session or the scheduler may send: the caller's own JWT asks the
 * database.
 */
async function requireAdmin(request: Request): Promise<void> {
  const authorization = request.headers.get('authorization') ?? '';
  if (await isScheduler(authorization)) return;
  const url = Deno.env.get('SUPABASE_URL');
  const anonKey = Deno.env.get('SUPABASE_ANON_KEY');
  if (!url || !anonKey) throw new Error('SUPABASE_URL and SUPABASE_ANON_KEY must be set');
  const caller = createClient(url, anonKey, {
    global: { headers: { Authorization: authorization } },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const { data, error } = await caller.rpc('is_admin');
  if (error || data !== true) {
    throw new RequestError(403, 'Only administrators can send visitor e-mails.');
  }
}

/**
 * Sends the queued visitor e-mails (docs/visitor-emails.md) and records each outcome; with
 * `{ "retry": "<id>" }` it also sends that failed e-mail again. Answers what happened to each.
 */
Deno.serve(
  serveJson(async (request) => {
    await requireAdmin(request);
    const { retry, ...unknown } = await readFlatObject(request);
    if (Object.keys(unknown).length > 0) {
      throw new RequestError(400, `Unknown field: ${Object.keys(unknown).join(', ')}`);
    }
    if (retry !== undefined && (typeof retry !== 'string' || !uuidPattern.test(retry))) {
      throw new RequestError(400, 'retry must be the id of an e-mail.');
    }
    return { results: await sendQueued(serviceClient(), retry ? [retry] : []) };
  }),
);
