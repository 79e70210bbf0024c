import { createAPIServer, type APIServer } from '@maildev/api';
import { registerUI } from '@maildev/ui/server';
import { MailDev } from 'maildev';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allowedHostsFromEnv, defaultAllowedHosts, isAllowedHost } from '../http/host-check';

export interface MailCatcherOptions {
  /** SMTP port; 0 (default) for a free one. */
  smtpPort?: number;
  /** Web inbox and REST API port; 0 (default) for a free one. */
  webPort?: number;
  /** Bind free ports instead when the asked ones are taken (`npm start` beside another catcher). */
  fallBackToFreePorts?: boolean;
  /** Host names the web inbox answers; default from LOCAL_ALLOWED_HOSTS, else loopback names. */
  allowedHosts?: readonly string[];
}

export interface MailCatcher {
  smtpPort: number;
  /** The web inbox, e.g. http://localhost:1080. */
  webUrl: string;
  /** MailDev's REST API: `GET <apiUrl>/email` lists every message with its parts and headers. */
  apiUrl: string;
  /** The function secrets that point `send-visitor-emails` at this catcher. */
  smtpSecrets: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * MailDev's web inbox and REST API, as MailDev itself mounts them, except that CORS is closed
 * (MailDev reflects any Origin with credentials, so any web page could read the inbox) and only
 * loopback Host names are answered (against DNS rebinding).
 */
async function startInbox(
  servers: Awaited<ReturnType<MailDev['start']>>,
  port: number,
  allowedHosts: readonly string[],
): Promise<APIServer> {
  const api = createAPIServer({
    port,
    host: '127.0.0.1',
    basePath: '',
    storage: servers.storage,
    smtp: servers.smtp,
    cors: { origin: false, credentials: false },
  });
  api.server.addHook('onRequest', async (request, reply) => {
    if (!isAllowedHost(request.headers.host, allowedHosts)) {
      await reply.code(403).send({ message: 'Blocked request: this host is not allowed' });
    }
  });
  await api.registerPlugins();
  await registerUI(api.server, { basePath: '' });
  await api.listen();
  return api;
}

async function startMailDev(
  smtp: number,
  web: number,
  mailDirectory: string,
  allowedHosts: readonly string[],
) {
  const maildev = new MailDev({
    smtp,
    ip: '127.0.0.1',
    // The inbox is mounted below with safer settings.
    disableWeb: true,
    // Its own folder: MailDev clears its folder at start, and other catchers may be running.
    mailDirectory,
    silent: true,
  });
  const servers = await maildev.start();
  const inbox = await startInbox(servers, web, allowedHosts).catch(async (error: unknown) => {
    // The SMTP port bound before the web port failed.
    await maildev.stop().catch(() => undefined);
    throw error;
  });
  return { maildev, inbox, smtpPort: servers.smtp.getPort(), webPort: inbox.getPort() ?? web };
}

/**
 * A real SMTP server that keeps every message (MailDev, from npm) with a web inbox, so the
 * visitor e-mails sent locally can be opened and read, and tests can read them through
 * MailDev's REST API.
 */
export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const mailDirectory = await mkdtemp(join(tmpdir(), 'inzira-maildev-'));
  const allowedHosts = options.allowedHosts ?? allowedHostsFromEnv() ?? defaultAllowedHosts;
  const started = await startMailDev(
    options.smtpPort ?? 0,
    options.webPort ?? 0,
    mailDirectory,
    allowedHosts,
  ).catch((error: unknown) => {
    if (!options.fallBackToFreePorts) throw error;
    return startMailDev(0, 0, mailDirectory, allowedHosts);
  });
  const webUrl = `http://localhost:${started.webPort}`;
  return {
    smtpPort: started.smtpPort,
    webUrl,
    apiUrl: `http://127.0.0.1:${started.webPort}/api`,
    smtpSecrets: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(started.smtpPort),
      SMTP_SECURE: 'false',
    },
    async stop() {
      await started.inbox.stop();
      await started.maildev.stop();
      await rm(mailDirectory, { recursive: true, force: true });
    },
  };
}
