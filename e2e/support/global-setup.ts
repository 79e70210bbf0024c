import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import {
  checkoutKeysFile,
  startLocalBackend,
  startMailCatcher,
  writeCheckoutAppEnv,
} from '@inzira/local-backend';
import { ports } from '../../scripts/lib/paths.ts';
import { run } from '../../scripts/lib/run.ts';
import { closeServer, serveBuiltApps } from '../../scripts/lib/serve-static.ts';

/**
 * Starts what the suite needs and returns its teardown: a fresh in-memory local backend on
 * the contract port (the built apps point there), a mail catcher on free ports that the
 * functions send the visitor e-mails to, and the production builds of both apps. Keys and the
 * catcher's API are handed to the workers through the environment.
 *
 * The built apps must carry the key of the backend they call: the backend takes the checkout's
 * keys (those `npm start` uses and writes into the apps' `.env.local`), the same `.env.local` is
 * written here and the apps are built from it (turbo replays an unchanged build from its
 * cache). The build runs before the backend listens, so its content digest is the one a
 * build without a running backend computes (`npm test` builds just before).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // The suite runs the demo on purpose: its placeholders are expected (docs/launch-check.md).
  process.env.INZIRA_DEMO_BUILD ??= '1';
  await writeCheckoutAppEnv();
  const built = await run('npx', [
    'turbo',
    'run',
    'build',
    '--filter=@inzira/sites',
    '--filter=@inzira/admin',
    '--output-logs=errors-only',
  ]);
  if (built !== 0) throw new Error('The production build of the apps failed (see above).');
  // The suite signs in far more often than a person would; the limit itself is tested in the
  // backend's own tests.
  // Every browser of the suite comes from 127.0.0.1 and types faster than a person: the
  // submission limits and the minimum fill time are tested in shared-data's own tests.
  const mail = await startMailCatcher();
  // The tests sign Stripe's events with it, as `stripe listen` would (docs/payments.md).
  const stripeWebhookSecret = `whsec_${randomBytes(24).toString('hex')}`;
  const backend = await startLocalBackend({
    port: ports.backend,
    keysFile: checkoutKeysFile,
    quiet: true,
    authRateLimit: false,
    functionSecrets: {
      MIN_FILL_MS: '0',
      STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
      ...mail.smtpSecrets,
    },
    // Auth's e-mails (invitations, password resets, codes) reach the same catcher.
    smtp: { host: '127.0.0.1', port: mail.smtpPort },
    warmFunctions: true,
  });
  await backend.db.query(
    `update private.submission_limits
     set per_address_per_hour = 100000, per_email_per_hour = 100000, per_address_per_day = null`,
  );
  process.env.E2E_SUPABASE_URL = backend.url;
  process.env.E2E_PUBLISHABLE_KEY = backend.publishableKey;
  process.env.E2E_SECRET_KEY = backend.secretKey;
  process.env.E2E_MAIL_API_URL = mail.apiUrl;
  process.env.E2E_STRIPE_WEBHOOK_SECRET = stripeWebhookSecret;

  const servers: Server[] = [];
  try {
    await serveBuiltApps(servers);
  } catch (error) {
    await Promise.all(servers.map(closeServer));
    await backend.stop();
    await mail.stop();
    throw error;
  }

  return async () => {
    await Promise.all(servers.map(closeServer));
    await backend.stop();
    await mail.stop();
  };
}
