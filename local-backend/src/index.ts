import type { PGlite } from '@electric-sql/pglite';
import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readAuthConfig, type AuthConfig } from './auth/config';
import { EmailThrottle } from './auth/email-throttle';
import { createAuthHandler } from './auth/handler';
import { createAuthMailer, type SmtpSettings } from './auth/mailer';
import {
  defaultSignInLimit,
  RateLimiter,
  signInLimitFromEnv,
  type RateLimitOptions,
} from './auth/rate-limit';
import { loadKeyMaterial, newKeyMaterial, saveKeyMaterial } from './auth/signing-keys';
import { createApiKeys, createTokenKit } from './auth/tokens';
import { configuredForms } from './formspree/forms';
import { createFormspreeHandler } from './formspree/handler';
import {
  listSubmissions,
  type FormspreeNextResponse,
  type FormspreeSubmission,
} from './formspree/store';
import { createFunctionsHandler } from './functions/handler';
import { CorsPolicy, corsOriginsFromEnv, defaultCorsOrigins } from './http/cors';
import { allowedHostsFromEnv, defaultAllowedHosts } from './http/host-check';
import { createHttpServer } from './http/server';
import { createTurnstileHandler } from './turnstile/handler';
import { applyMigrations, applySeed } from './platform/bootstrap';
import { defaultAdmin, ensureDemoAdmin, type AdminCredentials } from './platform/demo-admin';
import { openDatabase } from './platform/open-database';
import { appEnvValues, writeAppEnv } from './platform/app-env';
import { loadCatalog, type Catalog } from './rest/catalog';
import { createRestHandler } from './rest/handler';
import { fileBlobStore, memoryBlobStore } from './storage/blob-store';
import { storageErrors } from './storage/errors';
import { createStorageHandler, storagePrefix } from './storage/handler';
import { globalFileSizeLimit } from './storage/storage-deps';

export type { FormspreeNextResponse, FormspreeSubmission } from './formspree/store';
export type { AdminCredentials } from './platform/demo-admin';
export { MigrationError } from './platform/bootstrap';
export { defaultCorsOrigins } from './http/cors';
export { turnstileTestSecrets } from './turnstile/handler';
export { runScheduledJobs, startScheduledJobs } from './jobs/scheduled-jobs';
export { startMailCatcher, type MailCatcher, type MailCatcherOptions } from './mail/mail-catcher';
export {
  caughtInvite,
  caughtSource,
  listCaughtEmails,
  parseInvite,
  type CaughtEmail,
  type ParsedInvite,
} from './mail/caught-mail';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where `npm start` keeps the checkout's database; its keys sit beside it (`<dir>-keys.json`). */
export const checkoutDataDir = join(repoRoot, '.local', 'db');
export const checkoutKeysFile = `${checkoutDataDir}-keys.json`;

/**
 * Writes the apps' `.env.local` for the checkout's backend on the contract port, with the
 * checkout's publishable key (made on first use), as `npm start` does. The e2e suite and
 * `npm test` call it before building, so the built apps carry the key of the backend they run
 * against. Answers the files written.
 */
export async function writeCheckoutAppEnv(url = 'http://127.0.0.1:54321'): Promise<string[]> {
  const material = await loadKeyMaterial(checkoutKeysFile);
  return writeAppEnv(repoRoot, appEnvValues(url, material.publishableKey));
}

export interface LocalBackendOptions {
  /** Default 54321; 0 picks a free port. */
  port?: number;
  host?: string;
  /** Undefined keeps the database in memory (tests). */
  dataDir?: string;
  /** Deletes `dataDir` (and the stored files) first. */
  reset?: boolean;
  /** Where Storage keeps object bytes; default `<dataDir>-storage` beside the database. */
  storageDir?: string;
  migrationsDir?: string;
  /** null runs no seed. */
  seedFile?: string | null;
  /** null creates no demo admin; default from LOCAL_ADMIN_EMAIL / LOCAL_ADMIN_PASSWORD. */
  admin?: AdminCredentials | null;
  /** The legacy keys' HS256 secret; default LOCAL_JWT_SECRET, else the checkout's random one. */
  jwtSecret?: string;
  /**
   * Also accept the legacy anon and service_role JWT keys (and HS256 tokens), for a project in
   * the middle of its own migration; default env LOCAL_BACKEND_LEGACY_KEYS=1, else off.
   */
  legacyKeys?: boolean;
  /**
   * Where the checkout's secrets and signing keys live (made on first use); default
   * `<dataDir>-keys.json`. In-memory backends without it get fresh keys on each start.
   */
  keysFile?: string;
  /** Password sign-ins per client address; false turns it off (env LOCAL_AUTH_RATE_LIMIT too). */
  authRateLimit?: RateLimitOptions | false;
  /**
   * Form ids the Formspree endpoint accepts (others answer 404); default from env
   * LOCAL_FORMSPREE_FORMS, else the ids in `sites/.env` and `sites/.env.local`.
   */
  formspreeForms?: string[];
  /**
   * Origins whose pages may call the backend (`*` for any, without credentials); default from
   * env LOCAL_CORS_ORIGINS, else the apps' and Storybook's local origins.
   */
  corsOrigins?: string[];
  /**
   * Host names (without port) the server answers, against DNS rebinding; `*` for any. Default
   * from env LOCAL_ALLOWED_HOSTS, else `localhost`, `127.0.0.1` and `[::1]`.
   */
  allowedHosts?: string[];
  quiet?: boolean;
  /** Holds `functions/<name>/index.ts` and `config.toml`; default `<repo>/supabase`. */
  supabaseDir?: string;
  /** Function secrets; default `<supabaseDir>/functions/.env` (git-ignored). */
  functionsEnvFile?: string;
  /** Secrets for the functions over the env file's, e.g. `ALLOWED_ORIGINS` for a test page. */
  functionSecrets?: Record<string, string>;
  /** Secrets the env file may override, e.g. the local mail catcher's SMTP settings. */
  functionDefaults?: Record<string, string>;
  /** Start Deno with the backend instead of on the first function call (`npm start` does). */
  warmFunctions?: boolean;
  /** Schemas the REST API exposes, as PostgREST's `db-schemas`; the first is the default. */
  schemas?: string[];
  /** Auth settings over `[auth]` of `<supabaseDir>/config.toml` (docs/local-auth.md). */
  auth?: Partial<AuthConfig>;
  /** Where Auth's e-mails go (the mail catcher); without it they are only logged. */
  smtp?: SmtpSettings;
}

/** Origins of the local apps, allowed to call the functions unless the secrets file says otherwise. */
const localAppOrigins = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:5174',
  'http://127.0.0.1:5174',
].join(',');

export interface LocalBackend {
  url: string;
  /** `sb_publishable_…`: the browsers' key, read as the anon role (docs/api-keys.md). */
  publishableKey: string;
  /** `sb_secret_…`: servers' and functions' key, read as the service_role role. */
  secretKey: string;
  /** The legacy anon and service_role JWTs; only with the `legacyKeys` option. */
  legacyKeys?: { anonKey: string; serviceRoleKey: string };
  jwtSecret: string;
  /** Starts signing sessions with a new ES256 key; returns its `kid`. Old keys still verify. */
  rotateSigningKey(): Promise<string>;
  /** Sessions signed with this key stop verifying. */
  revokeSigningKey(kid: string): Promise<void>;
  db: PGlite;
  admin: AdminCredentials | null;
  formspree: {
    submissions(formId?: string): Promise<FormspreeSubmission[]>;
    setNextResponse(formId: string, response: FormspreeNextResponse): void;
  };
  /** Forgets sign-in attempts, for suites that sign in a lot. */
  resetAuthRateLimit(): void;
  /** Re-reads the catalog, e.g. after a test created tables through `db`. */
  reloadCatalog(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts the Supabase-compatible local backend: PGlite behind `/rest/v1`, `/auth/v1`,
 * `/storage/v1`, `/formspree`, a Turnstile siteverify at `/turnstile/v0`, and the Edge Functions of `supabase/functions` under Deno at
 * `/functions/v1`.
 */
export async function startLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const host = options.host ?? '127.0.0.1';
  const keysFile =
    options.keysFile ?? (options.dataDir ? `${options.dataDir}-keys.json` : undefined);
  const material = keysFile ? await loadKeyMaterial(keysFile) : await newKeyMaterial();
  const jwtSecret = options.jwtSecret ?? process.env.LOCAL_JWT_SECRET ?? material.jwtSecret;
  const migrationsDir = options.migrationsDir ?? join(repoRoot, 'supabase', 'migrations');
  const seedFile =
    options.seedFile === undefined ? join(repoRoot, 'supabase', 'seed.sql') : options.seedFile;
  const admin = options.admin === undefined ? defaultAdmin() : options.admin;

  const storageDir =
    options.storageDir ?? (options.dataDir ? `${options.dataDir}-storage` : undefined);
  if (storageDir && options.reset) await rm(storageDir, { recursive: true, force: true });
  const blobs = storageDir ? fileBlobStore(storageDir) : memoryBlobStore();
  const db = await openDatabase({ dataDir: options.dataDir, reset: options.reset });
  try {
    await applyMigrations(db, migrationsDir);
    if (seedFile) await applySeed(db, seedFile);
    if (admin) await ensureDemoAdmin(db, admin);
  } catch (error) {
    await db.close();
    throw error;
  }

  const schemas = options.schemas ?? ['public'];
  const loadCatalogs = async () =>
    new Map(await Promise.all(schemas.map(async (s) => [s, await loadCatalog(db, s)] as const)));
  let catalogs: Map<string, Catalog> = await loadCatalogs();
  const catalog = (schema = schemas[0] ?? 'public'): Catalog => {
    const found = catalogs.get(schema);
    if (!found) throw new Error(`schema ${schema} is not exposed`);
    return found;
  };
  const legacyKeys = options.legacyKeys ?? process.env.LOCAL_BACKEND_LEGACY_KEYS === '1';
  const legacy = legacyKeys ? await createApiKeys(jwtSecret) : undefined;
  // Functions read the signing keys from SUPABASE_JWKS, set when Deno starts: after a rotation
  // it starts again with the new set, as a redeploy would.
  let restartFunctions = () => {};
  const tokens = createTokenKit(jwtSecret, {
    signingKeys: material.signingKeys,
    onKeysChanged: async (signingKeys) => {
      restartFunctions();
      if (keysFile) await saveKeyMaterial(keysFile, { ...material, signingKeys });
    },
    legacyJwt: legacyKeys,
    opaqueKeys: { publishable: material.publishableKey, secret: material.secretKey },
  });
  const signInLimit = options.authRateLimit ?? signInLimitFromEnv() ?? defaultSignInLimit;
  const signInLimiter = new RateLimiter(signInLimit);
  const supabaseDir = options.supabaseDir ?? join(repoRoot, 'supabase');
  const authConfig: AuthConfig = {
    ...readAuthConfig(join(supabaseDir, 'config.toml')),
    ...options.auth,
  };
  // Suites that turn the sign-in limit off sign in and verify a lot from one address.
  const verifyLimiter = new RateLimiter(
    signInLimit && { max: authConfig.tokenVerificationsPer5Min, windowMs: 5 * 60 * 1000 },
  );
  const emailThrottle = new EmailThrottle(
    authConfig.emailMaxFrequencySeconds,
    authConfig.emailSentPerHour,
  );
  const nextResponses = new Map<string, FormspreeNextResponse>();
  // The issuer needs the final port, known only after listen(); handlers read it lazily.
  const auth = {
    db,
    tokens,
    signInLimiter,
    verifyLimiter,
    emailThrottle,
    config: authConfig,
    mailer: createAuthMailer(options.smtp, options.quiet),
    issuer: '',
  };
  const platformEnv = { SUPABASE_URL: '' };
  const functions = createFunctionsHandler({
    supabaseDir,
    envFile: options.functionsEnvFile,
    cacheDir: join(repoRoot, '.local', 'deno'),
    tokens,
    // Without a network, a configured Turnstile secret is checked by this backend's siteverify.
    defaultSecrets: () => ({
      ALLOWED_ORIGINS: localAppOrigins,
      // The public site, for the links in consultation e-mails (docs/consultations.md).
      SITE_URL: 'http://localhost:5173',
      TURNSTILE_SITEVERIFY_URL: `${platformEnv.SUPABASE_URL}/turnstile/v0/siteverify`,
      ...options.functionDefaults,
    }),
    // What the platform gives every function (docs/api-keys.md): the URL, the key sets as JSON
    // dictionaries and the public signing keys; the legacy JWT keys only while they are on.
    platformEnv: () => ({
      ...options.functionSecrets,
      ...platformEnv,
      SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: material.publishableKey }),
      SUPABASE_SECRET_KEYS: JSON.stringify({ default: material.secretKey }),
      SUPABASE_JWKS: JSON.stringify(tokens.jwks()),
      ...(legacy
        ? { SUPABASE_ANON_KEY: legacy.anonKey, SUPABASE_SERVICE_ROLE_KEY: legacy.serviceRoleKey }
        : {}),
    }),
    quiet: options.quiet,
  });
  restartFunctions = () => functions.restart();

  const server = createHttpServer(
    [
      { prefix: '/rest/v1', handler: createRestHandler({ db, tokens, catalog, schemas }) },
      { prefix: '/auth/v1', handler: createAuthHandler(auth) },
      {
        prefix: storagePrefix,
        handler: createStorageHandler({ db, tokens, blobs }),
        // The bucket's own limit is checked once the body is read; this is the hard ceiling.
        maxBodyBytes: globalFileSizeLimit + 1024 * 1024,
        tooLarge: () => storageErrors.entityTooLarge(),
        dotSegments: (rawPath) => storageErrors.invalidKey(rawPath),
      },
      {
        prefix: '/formspree',
        handler: createFormspreeHandler({
          db,
          tokens,
          nextResponses,
          forms: configuredForms(repoRoot, options.formspreeForms),
        }),
      },
      { prefix: '/turnstile/v0', handler: createTurnstileHandler() },
      { prefix: '/functions/v1', handler: functions.handler, ownCors: true },
    ],
    {
      cors: new CorsPolicy(options.corsOrigins ?? corsOriginsFromEnv() ?? defaultCorsOrigins),
      allowedHosts: options.allowedHosts ?? allowedHostsFromEnv() ?? defaultAllowedHosts,
    },
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 54321, host, () => resolve());
  }).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });
  const address = server.address();
  const port =
    typeof address === 'object' && address
      ? (address satisfies AddressInfo).port
      : (options.port ?? 54321);
  const url = `http://${host}:${port}`;
  auth.issuer = `${url}/auth/v1`;
  platformEnv.SUPABASE_URL = url;
  if (options.warmFunctions) {
    await functions.warm().catch((error: unknown) => {
      console.error('[functions]', error instanceof Error ? error.message : error);
    });
  }

  return {
    url,
    publishableKey: material.publishableKey,
    secretKey: material.secretKey,
    ...(legacy ? { legacyKeys: legacy } : {}),
    jwtSecret,
    rotateSigningKey: () => tokens.rotateSigningKey(),
    revokeSigningKey: (kid) => tokens.revokeSigningKey(kid),
    db,
    admin,
    formspree: {
      submissions: (formId) => listSubmissions(db, formId),
      setNextResponse: (formId, response) => void nextResponses.set(formId, response),
    },
    resetAuthRateLimit: () => {
      signInLimiter.reset();
      verifyLimiter.reset();
      emailThrottle.reset();
    },
    reloadCatalog: async () => {
      catalogs = await loadCatalogs();
    },
    stop: async () => {
      functions.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
