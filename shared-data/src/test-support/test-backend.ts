import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll } from 'vitest';
import { defaultCorsOrigins, startLocalBackend, type LocalBackend } from '@inzira/local-backend';
import { createSupabase, type InziraClient } from '../client';
import type { Database } from '@inzira/contract/database.types.ts';
import { raiseSubmissionLimits } from './visitor';

// One fresh local backend per test file (real migrations, seed and demo admin) and the three
// kinds of caller the data layer meets: a visitor, the demo admin and the service role that
// the tests use to check what really landed in the database.

export interface TestContext {
  backend: LocalBackend;
  /** A visitor: the public site's client. */
  anon: InziraClient;
  /** The demo admin, signed in on a client of its own. */
  admin: InziraClient;
  /** Bypasses RLS; only for verifying rows. */
  service: InziraClient;
}

function serviceClient(backend: LocalBackend): InziraClient {
  return createClient<Database>(backend.url, backend.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

export async function signedInClient(
  backend: LocalBackend,
  email: string,
  password: string,
): Promise<InziraClient> {
  const client = createSupabase({ url: backend.url, anonKey: backend.anonKey });
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

export async function startTestContext(
  options: { keepSubmissionLimits?: boolean; functionSecrets?: Record<string, string> } = {},
): Promise<TestContext> {
  const backend = await startLocalBackend({
    port: 0,
    quiet: true,
    authRateLimit: false,
    // happy-dom's page (the hook tests) lives at its default origin and enforces CORS.
    corsOrigins: [...defaultCorsOrigins, 'http://localhost:3000'],
    // Hook tests run in happy-dom, whose page origin is no app's.
    functionSecrets: { ALLOWED_ORIGINS: '*', ...options.functionSecrets },
  });
  if (!backend.admin) throw new Error('The data tests need the demo admin.');
  if (!options.keepSubmissionLimits) await raiseSubmissionLimits(backend);
  return {
    backend,
    anon: createSupabase({ url: backend.url, anonKey: backend.anonKey, storageKey: 'test-anon' }),
    admin: await signedInClient(backend, backend.admin.email, backend.admin.password),
    service: serviceClient(backend),
  };
}

/**
 * Registers beforeAll/afterAll for the file and returns a getter for the context
 * (the backend only exists once beforeAll has run).
 */
export function useTestBackend(
  options: { keepSubmissionLimits?: boolean; functionSecrets?: Record<string, string> } = {},
): () => TestContext {
  let context: TestContext | undefined;
  // A backend boots in seconds, or longer on a busy machine.
  beforeAll(async () => {
    context = await startTestContext(options);
  }, 120_000);
  afterAll(async () => {
    await context?.backend.stop();
  });
  return () => {
    if (!context) throw new Error('The test backend has not started.');
    return context;
  };
}
