import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { LocalBackend } from '@inzira/local-backend';

// Unmodified supabase-js clients for each kind of caller. The kit knows no schema: the caller
// names its generated `Database` type, so the kit depends on no package whose tests use it.

/** An unmodified supabase-js client typed by the caller's generated `Database`. */
export type TestClient<Database> = SupabaseClient<Database>;

/**
 * A client holding `key` (the public key unless told otherwise) and no session of its own
 * beyond `storageKey`, so several clients in one test file never share a sign-in.
 */
export function clientFor<Database>(
  backend: LocalBackend,
  key: string = backend.publishableKey,
  storageKey?: string,
): SupabaseClient<Database> {
  return createClient<Database>(backend.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey },
  });
}

/** Bypasses row-level security: only for verifying what really landed in the database. */
export function serviceClient<Database>(backend: LocalBackend): SupabaseClient<Database> {
  return clientFor<Database>(backend, backend.secretKey);
}

/** A client signed in with a password, as the back-office signs in. */
export async function signedInClient<Database>(
  backend: LocalBackend,
  email: string,
  password: string,
): Promise<SupabaseClient<Database>> {
  const client = clientFor<Database>(backend, backend.publishableKey, `test-${email}`);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

/** The demo admin the backend creates after the seed. */
export function adminClient<Database>(backend: LocalBackend): Promise<SupabaseClient<Database>> {
  if (!backend.admin) throw new Error('This test needs the demo admin.');
  return signedInClient<Database>(backend, backend.admin.email, backend.admin.password);
}

/** A signed-in user who is not an admin but whose editable metadata claims to be one. */
export async function nonAdminClient<Database>(
  backend: LocalBackend,
): Promise<SupabaseClient<Database>> {
  const email = 'not-an-admin@example.com';
  const password = 'not-an-admin-password';
  const { error } = await serviceClient<Database>(backend).auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { role: 'admin', is_admin: true },
  });
  if (error) throw error;
  return signedInClient<Database>(backend, email, password);
}
