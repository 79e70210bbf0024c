import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll } from 'vitest';
import { defaultCorsOrigins, startLocalBackend, type LocalBackend } from '@inzira/local-backend';
import { adminClient, clientFor, serviceClient } from './clients';
import { raiseSubmissionLimits } from './visitor';

// One fresh in-memory local backend per test file (real migrations, seed and demo admin) and the
// three kinds of caller tests meet: a visitor, the demo admin and the service role.

export interface TestBackendOptions {
  /**
   * Keep the production submission limits. Most tests send many submissions from 127.0.0.1, so
   * by default the limits are raised; the limit tests keep them.
   */
  keepSubmissionLimits?: boolean;
  /** Keep the sign-in rate limit (off by default) so it can be attacked too. */
  keepAuthRateLimit?: boolean;
  /**
   * Only the apps' origins may call the API, as deployed. By default any origin may, because
   * happy-dom's page (the hook and component tests) lives at an origin that is no app's.
   */
  appOriginsOnly?: boolean;
  /** Secrets the Edge Functions see besides the backend's own. */
  functionSecrets?: Record<string, string>;
}

/** What a production backend does: its limits, its sign-in rate limit, its origins. */
export const productionLike: TestBackendOptions = {
  keepSubmissionLimits: true,
  keepAuthRateLimit: true,
  appOriginsOnly: true,
};

export interface TestContext<Database> {
  backend: LocalBackend;
  /** A visitor: the public site's client. */
  anon: SupabaseClient<Database>;
  /** The demo admin, signed in on a client of its own. */
  admin: SupabaseClient<Database>;
  /** Bypasses RLS; only for verifying rows. */
  service: SupabaseClient<Database>;
}

/** A fresh backend on a free port; the caller stops it. */
export async function startTestBackend(options: TestBackendOptions = {}): Promise<LocalBackend> {
  const anyOrigin = !options.appOriginsOnly;
  const backend = await startLocalBackend({
    port: 0,
    quiet: true,
    ...(options.keepAuthRateLimit ? {} : { authRateLimit: false }),
    ...(anyOrigin ? { corsOrigins: [...defaultCorsOrigins, 'http://localhost:3000'] } : {}),
    functionSecrets: { ...(anyOrigin ? { ALLOWED_ORIGINS: '*' } : {}), ...options.functionSecrets },
  });
  if (!options.keepSubmissionLimits) await raiseSubmissionLimits(backend);
  return backend;
}

/** A fresh backend and its three callers; the caller stops `backend`. */
export async function startTestContext<Database>(
  options: TestBackendOptions = {},
): Promise<TestContext<Database>> {
  const backend = await startTestBackend(options);
  return {
    backend,
    anon: clientFor<Database>(backend, backend.publishableKey, 'test-anon'),
    admin: await adminClient<Database>(backend),
    service: serviceClient<Database>(backend),
  };
}

/**
 * Registers beforeAll/afterAll for the file and returns a getter for the context (the backend
 * only exists once beforeAll has run).
 */
export function useTestBackend<Database>(
  options: TestBackendOptions = {},
): () => TestContext<Database> {
  let context: TestContext<Database> | undefined;
  // A backend boots in seconds, or longer on a busy machine.
  beforeAll(async () => {
    context = await startTestContext<Database>(options);
  }, 120_000);
  afterAll(async () => {
    await context?.backend.stop();
  });
  return () => {
    if (!context) throw new Error('The test backend has not started.');
    return context;
  };
}
