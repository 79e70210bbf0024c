import { MailDev } from 'maildev';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface MailCatcherOptions {
  /** SMTP port; 0 (default) for a free one. */
  smtpPort?: number;
  /** Web inbox and REST API port; 0 (default) for a free one. */
  webPort?: number;
  /** Bind free ports instead when the asked ones are taken (`npm start` beside another catcher). */
  fallBackToFreePorts?: boolean;
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

async function startMailDev(smtp: number, web: number, mailDirectory: string) {
  const maildev = new MailDev({
    smtp,
    web,
    ip: '127.0.0.1',
    webIp: '127.0.0.1',
    // Its own folder: MailDev clears its folder at start, and other catchers may be running.
    mailDirectory,
    silent: true,
  });
  const servers = await maildev.start().catch(async (error: unknown) => {
    // One of the two ports may have bound before the other failed.
    await maildev.stop().catch(() => undefined);
    throw error;
  });
  return { maildev, smtpPort: servers.smtp.getPort(), webPort: servers.api?.getPort() ?? web };
}

/**
 * A real SMTP server that keeps every message (MailDev, from npm) with a web inbox, so the
 * visitor e-mails sent locally can be opened and read, and tests can read them through
 * MailDev's REST API.
 */
export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const mailDirectory = await mkdtemp(join(tmpdir(), 'inzira-maildev-'));
  const started = await startMailDev(
    options.smtpPort ?? 0,
    options.webPort ?? 0,
    mailDirectory,
  ).catch((error: unknown) => {
    if (!options.fallBackToFreePorts) throw error;
    return startMailDev(0, 0, mailDirectory);
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
      await started.maildev.stop();
      await rm(mailDirectory, { recursive: true, force: true });
    },
  };
}
