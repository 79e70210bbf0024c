/**
 * `npm start -w @inzira/local-backend -- [--port N] [--reset] [--data-dir DIR] [--migrations-dir DIR]
 *   [--seed-file FILE | --no-seed] [--no-env] [--no-mail] [--legacy-keys]`
 * Starts the local backend with data kept in `<repo>/.local/db`, prints what a developer needs
 * and writes the keys into the apps' `.env.local`. It also starts a local mail catcher (MailDev,
 * web inbox on :1080, SMTP on :1025, free ports when those are taken) and points the Edge
 * Functions' SMTP settings at it unless `supabase/functions/.env` sets its own. The legacy anon
 * and service_role JWT keys are refused unless `--legacy-keys` (or LOCAL_BACKEND_LEGACY_KEYS=1)
 * is given (docs/api-keys.md).
 */
import { parseArgs } from 'node:util';
import {
  checkoutDataDir,
  startLocalBackend,
  startMailCatcher,
  repoRoot,
  type LocalBackend,
} from './index';
import { appEnvValues, writeAppEnv } from './platform/app-env';
import { startScheduledJobs } from './jobs/scheduled-jobs';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    reset: { type: 'boolean', default: false },
    'data-dir': { type: 'string' },
    'migrations-dir': { type: 'string' },
    'seed-file': { type: 'string' },
    'no-seed': { type: 'boolean', default: false },
    // For a second backend beside the main one: leave the apps' env files alone.
    'no-env': { type: 'boolean', default: false },
    'no-mail': { type: 'boolean', default: false },
    'legacy-keys': { type: 'boolean', default: false },
  },
});

const port = values.port === undefined ? 54321 : Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, got ${values.port}`);
  process.exit(1);
}

const mail = values['no-mail']
  ? null
  : await startMailCatcher({ smtpPort: 1025, webPort: 1080, fallBackToFreePorts: true });

let backend: LocalBackend;
try {
  backend = await startLocalBackend({
    port,
    dataDir: values['data-dir'] ?? checkoutDataDir,
    reset: values.reset,
    migrationsDir: values['migrations-dir'],
    seedFile: values['no-seed'] ? null : values['seed-file'],
    warmFunctions: true,
    functionDefaults: mail?.smtpSecrets,
    ...(values['legacy-keys'] ? { legacyKeys: true } : {}),
    // Auth's e-mails (invitations, password reset, codes) go to the same catcher.
    smtp: mail ? { host: '127.0.0.1', port: mail.smtpPort } : undefined,
  });
} catch (error) {
  await mail?.stop();
  console.error(
    `Local backend failed to start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}

const formspreeEndpoint = `${backend.url}/formspree`;
const written = values['no-env']
  ? []
  : await writeAppEnv(repoRoot, appEnvValues(backend.url, backend.publishableKey));
const legacy = backend.legacyKeys;

console.log(`
  Local Supabase-compatible backend (PGlite)
  API URL           ${backend.url}
  Publishable key   ${backend.publishableKey}  (browsers; the apps' VITE_SUPABASE_PUBLISHABLE_KEY)
  Secret key        ${backend.secretKey}  (servers and scripts only)
${legacy ? `  Legacy anon key   ${legacy.anonKey}\n  Legacy service_role key  ${legacy.serviceRoleKey}\n` : ''}  JWKS              ${backend.url}/auth/v1/.well-known/jwks.json
  Formspree         ${formspreeEndpoint}/f/<formId>
  Edge Functions    ${backend.url}/functions/v1/<name> (Deno; secrets in supabase/functions/.env)
  Stripe webhook    ${backend.url}/functions/v1/stripe-webhook (STRIPE_WEBHOOK_SECRET in supabase/functions/.env)
  Mail catcher      ${mail ? `${mail.webUrl} (SMTP 127.0.0.1:${mail.smtpPort}; REST API ${mail.apiUrl}/email)` : '(off)'}
  Demo admin        ${backend.admin ? `${backend.admin.email} / ${backend.admin.password}` : '(none)'}
  Env written to    ${written.join(', ') || '(not written)'}

Local backend ready at ${backend.url}`);

const stopJobs = startScheduledJobs({
  url: backend.url,
  secretKey: backend.secretKey,
  onError: (error) =>
    console.error('[scheduled jobs]', error instanceof Error ? error.message : error),
});

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  stopJobs();
  // Closing PGlite flushes the data folder.
  await backend.stop();
  await mail?.stop();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
