import { TZDate } from '@date-fns/tz';
import { createClient } from '@supabase/supabase-js';
import { addDays } from 'date-fns';

import { startLocalBackend } from '@inzira/local-backend';
import type { Database } from '@inzira/contract/database.types.ts';
import { AGENCY_TIME_ZONE } from '@inzira/contract/agency.ts';

// Shared by the schema tests: a fresh local backend (real migrations + seed + demo admin) and
// unmodified supabase-js clients for each kind of caller.

export type Backend = Awaited<ReturnType<typeof startLocalBackend>>;

export function startSchemaBackend(): Promise<Backend> {
  return startLocalBackend({ port: 0, quiet: true });
}

export function clientFor(backend: Backend, key = backend.anonKey) {
  return createClient<Database>(backend.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** The demo admin the backend created after the seed. */
export function adminClient(backend: Backend) {
  if (!backend.admin) throw new Error('The schema tests need the demo admin.');
  return signedInClient(backend, backend.admin.email, backend.admin.password);
}

export async function signedInClient(backend: Backend, email: string, password: string) {
  const client = clientFor(backend);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

/** A signed-in user who is not an admin but whose editable metadata claims to be one. */
export async function nonAdminClient(backend: Backend) {
  const email = 'not-an-admin@example.com';
  const password = 'not-an-admin-password';
  const service = clientFor(backend, backend.serviceRoleKey);
  const { error } = await service.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { role: 'admin', is_admin: true },
  });
  if (error) throw error;
  return signedInClient(backend, email, password);
}

/** The Kigali wall-clock slot `days` from today at `hour`:00, as a UTC ISO instant. */
export function kigaliSlot(days: number, hour: number): string {
  const day = addDays(TZDate.tz(AGENCY_TIME_ZONE), days);
  const slot = new TZDate(
    day.getFullYear(),
    day.getMonth(),
    day.getDate(),
    hour,
    0,
    0,
    AGENCY_TIME_ZONE,
  );
  return new Date(slot.getTime()).toISOString();
}
