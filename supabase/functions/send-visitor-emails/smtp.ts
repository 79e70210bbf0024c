import nodemailer from 'nodemailer';
import { agency } from '@inzira/contract/agency.ts';

export interface Mailer {
  from: { name: string; address: string };
  transport: ReturnType<typeof nodemailer.createTransport>;
}

/**
 * The SMTP server from the function's secrets: `SMTP_HOST`, `SMTP_PORT` (587), `SMTP_USER`,
 * `SMTP_PASSWORD`, `SMTP_FROM` (the sender's address; default the agency's) and `SMTP_SECURE`
 * (`true` for implicit TLS; default only on port 465). Null when no host is set: each e-mail is
 * then recorded as failed with that reason, never lost.
 */
export function mailerFromEnv(): Mailer | null {
  const host = Deno.env.get('SMTP_HOST');
  if (!host) return null;
  const port = Number(Deno.env.get('SMTP_PORT') ?? '587');
  const user = Deno.env.get('SMTP_USER');
  const secure = (Deno.env.get('SMTP_SECURE') ?? String(port === 465)) === 'true';
  const address = Deno.env.get('SMTP_FROM') ?? agency.email;
  return {
    from: { name: agency.name, address },
    transport: nodemailer.createTransport({
      host,
      port,
      secure,
      auth: user ? { user, pass: Deno.env.get('SMTP_PASSWORD') ?? '' } : undefined,
      // Deno gives no host name without --allow-sys; the sender's domain is a fair EHLO name.
      name: address.split('@')[1] ?? 'localhost',
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    }),
  };
}

/**
 * One mailbox, nothing else: no list, no display name, no quoting or comments, so an address
 * stored with a visitor's lead can never add recipients.
 */
export const isSingleAddress = (address: string): boolean =>
  /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/.test(address);
