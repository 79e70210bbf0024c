import type { SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import type { AuthConfig } from '../auth/config';
import type { LocalBackend, LocalBackendOptions } from '../index';
import { listCaughtEmails, type CaughtEmail } from '../mail/caught-mail';
import { startMailCatcher, type MailCatcher } from '../mail/mail-catcher';
import { startTestBackend, supabaseFor } from './test-backend';

export interface AuthBackend {
  backend: LocalBackend;
  mail: MailCatcher;
  /** A client with the publishable key, as a visitor's browser has it. */
  client(): SupabaseClient;
  admin(): SupabaseClient;
  /** The e-mails caught for `to`, waiting until `count` have arrived. */
  emailsTo(to: string, count?: number): Promise<CaughtEmail[]>;
  stop(): Promise<void>;
}

/** A fresh address per call, so that tests sharing a backend never meet. */
export const freshEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** A test backend whose Auth sends e-mails to a real SMTP catcher, with these settings. */
export async function startAuthBackend(
  auth: Partial<AuthConfig>,
  options: LocalBackendOptions = {},
): Promise<AuthBackend> {
  const mail = await startMailCatcher();
  const backend = await startTestBackend({
    smtp: { host: '127.0.0.1', port: mail.smtpPort },
    auth: { emailMaxFrequencySeconds: 0, ...auth },
    ...options,
  });
  return {
    backend,
    mail,
    client: () => supabaseFor(backend, backend.publishableKey),
    admin: () => supabaseFor(backend, backend.secretKey),
    async emailsTo(to, count = 1) {
      // SMTP delivery completes after the API answered: poll the catcher briefly.
      for (let attempt = 0; ; attempt += 1) {
        const emails = await listCaughtEmails(mail.apiUrl, to);
        if (emails.length >= count || attempt >= 300) return emails;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop() {
      await backend.stop();
      await mail.stop();
    },
  };
}

/** The link (GoTrue's `/auth/v1/verify?token=…`) and the code of an Auth e-mail. */
export function linkAndCode(email: CaughtEmail): { link?: string; code?: string } {
  const text = email.text ?? '';
  const link = /(https?:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(text)?.[1];
  const code = /(?:code: |^)(\d{6,10})$/m.exec(text)?.[1];
  return { link, code };
}
