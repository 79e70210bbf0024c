import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalBackend, type LocalBackend, type LocalBackendOptions } from '../index';

export const fixtureMigrations = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export const testAdmin = { email: 'admin@example.com', password: 'admin-password' };

/** A fresh in-memory backend with the test schema, on a free port. */
export function startTestBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  return startLocalBackend({
    port: 0,
    quiet: true,
    migrationsDir: fixtureMigrations,
    seedFile: null,
    admin: testAdmin,
    authRateLimit: false,
    ...options,
    // The fixture schema has no access token hook, which the product's config.toml names.
    auth: { customAccessTokenHook: undefined, ...options.auth },
  });
}

/** Unmodified supabase-js, as the apps use it (no session storage in Node). */
export function supabaseFor(
  backend: LocalBackend,
  key: string = backend.publishableKey,
): SupabaseClient {
  return createClient(backend.url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

export async function signedIn(
  backend: LocalBackend,
  email: string,
  password: string,
): Promise<SupabaseClient> {
  const client = supabaseFor(backend);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

/** Makes the demo admin an admin of the test schema (the fixture's `admins` table). */
export async function grantFixtureAdmin(backend: LocalBackend): Promise<void> {
  await backend.db.query(
    'insert into public.admins (user_id) select id from auth.users where email = $1',
    [testAdmin.email],
  );
}
