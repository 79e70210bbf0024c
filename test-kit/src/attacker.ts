import type { LocalBackend } from '@inzira/local-backend';

// What an attacker holding only the public anon key can reach: raw HTTP (anything a script can
// send) and unmodified supabase-js (`clientFor`), against a backend started `productionLike`.

/** Raw request with the anon key (or `bearer` in its place, e.g. a forged token). */
export function anonFetch(
  backend: LocalBackend,
  path: string,
  init: RequestInit & { bearer?: string } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('apikey', backend.publishableKey);
  headers.set('Authorization', `Bearer ${init.bearer ?? backend.publishableKey}`);
  if (init.body !== undefined && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  return fetch(`${backend.url}${path}`, { ...init, headers });
}

/**
 * POSTs any JSON a script can send (an array, a huge or NUL-laden value) or raw text as is.
 */
export function anonPost(backend: LocalBackend, path: string, body: unknown): Promise<Response> {
  return anonFetch(backend, path, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A value far past any column's limit. */
export const hugeText = (length = 2_000_000) => 'x'.repeat(length);

/** Text with a NUL byte inside, which PostgreSQL's text cannot hold. */
export const withNul = (text: string) => `${text}\u0000${text}`;

/** The same call `count` times at once, as a script hammering an endpoint; their statuses. */
export function repeatedStatuses(count: number, call: () => Promise<Response>): Promise<number[]> {
  return Promise.all(Array.from({ length: count }, () => call().then((r) => r.status)));
}

/** Every table in the API schema, read from the catalog so new tables are attacked too. */
export async function apiTables(backend: LocalBackend): Promise<string[]> {
  const { rows } = await backend.db.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p', 'v') order by 1`,
  );
  return rows.map((row) => row.name);
}

/** A fingerprint of every table's rows, as the database owner sees them. */
export async function fingerprint(backend: LocalBackend): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of await apiTables(backend)) {
    const { rows } = await backend.db.query<{ digest: string | null; n: number }>(
      `select md5(string_agg(t::text, '|' order by t::text)) as digest, count(*)::int as n
       from public.${table} t`,
    );
    result[table] = `${rows[0]?.n}:${rows[0]?.digest ?? ''}`;
  }
  return result;
}

/** Every e-mail address and phone number stored anywhere (submissions, staff, users). */
export async function storedContacts(backend: LocalBackend): Promise<string[]> {
  const { rows } = await backend.db.query<{ value: string }>(`
    select email as value from public.bookings union select phone_number from public.bookings
    union select email from public.consultations union select phone_number from public.consultations
    union select email from public.partner_applications union select phone from public.partner_applications
    union select email from public.enrollments union select phone from public.enrollments
    union select email from public.participants union select phone_number from public.participants
    union select email from public.professionals union select phone_number from public.professionals
    union select email from auth.users`);
  return rows.map((row) => row.value).filter((value) => value && value.length > 3);
}

/** The tables that hold what visitors submit: nobody but an admin may read them. */
export const submissionTables = [
  'bookings',
  'consultations',
  'partner_applications',
  'enrollments',
  'participants',
] as const;

/** The error PostgREST answers when a grant is missing: a caller may not touch `name`. */
export function permissionDenied(kind: 'table' | 'function', name: string) {
  return { code: '42501', message: `permission denied for ${kind} ${name}` };
}
