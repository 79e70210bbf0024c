import { createTransport, type Transporter } from 'nodemailer';

/** Where Auth's e-mails go: an SMTP server (the local mail catcher under `npm start`). */
export interface SmtpSettings {
  host: string;
  port: number;
  /** The sender, GoTrue's `SMTP_ADMIN_EMAIL`. */
  from?: string;
}

/** The kinds of e-mail GoTrue sends, each with its default subject and wording. */
export type AuthEmailKind =
  'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change' | 'reauthentication';

export interface AuthEmail {
  kind: AuthEmailKind;
  to: string;
  /** GoTrue's `{{ .ConfirmationURL }}`; none for reauthentication (a code only). */
  link?: string;
  /** GoTrue's `{{ .Token }}`: the code a user can type instead of following the link. */
  code: string;
}

/** GoTrue's default templates (subject, then the sentence before the link). */
const templates: Record<AuthEmailKind, { subject: string; heading: string; action: string }> = {
  signup: {
    subject: 'Confirm Your Signup',
    heading: 'Confirm your signup',
    action: 'Follow this link to confirm your user:',
  },
  invite: {
    subject: 'You have been invited',
    heading: 'You have been invited',
    action: 'You have been invited to create a user. Follow this link to accept the invite:',
  },
  magiclink: {
    subject: 'Your Magic Link',
    heading: 'Magic Link',
    action: 'Follow this link to login:',
  },
  recovery: {
    subject: 'Reset Your Password',
    heading: 'Reset Password',
    action: 'Follow this link to reset the password for your user:',
  },
  email_change: {
    subject: 'Confirm Email Change',
    heading: 'Confirm Change of Email',
    action: 'Follow this link to confirm the update of your email:',
  },
  reauthentication: {
    subject: 'Confirm reauthentication',
    heading: 'Confirm reauthentication',
    action: 'Enter the code:',
  },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderAuthEmail(email: AuthEmail): { subject: string; text: string; html: string } {
  const template = templates[email.kind];
  const lines = [template.heading, '', template.action];
  const html = [
    `<h2>${escapeHtml(template.heading)}</h2>`,
    `<p>${escapeHtml(template.action)}</p>`,
  ];
  if (email.link) {
    lines.push(email.link, '', `Alternatively, enter the code: ${email.code}`);
    html.push(
      `<p><a href="${escapeHtml(email.link)}">${escapeHtml(template.subject)}</a></p>`,
      `<p>Alternatively, enter the code: ${escapeHtml(email.code)}</p>`,
    );
  } else {
    lines.push(email.code);
    html.push(`<p>${escapeHtml(email.code)}</p>`);
  }
  return { subject: template.subject, text: lines.join('\n'), html: html.join('\n') };
}

export interface AuthMailer {
  send(email: AuthEmail): Promise<void>;
}

/**
 * Sends over SMTP; without SMTP settings the e-mail is only logged (unless quiet), as nothing
 * could receive it.
 */
export function createAuthMailer(smtp: SmtpSettings | undefined, quiet = false): AuthMailer {
  let transport: Transporter | undefined;
  return {
    async send(email) {
      const message = renderAuthEmail(email);
      if (!smtp) {
        if (!quiet)
          console.log(`[auth] ${message.subject} for ${email.to}: ${email.link ?? email.code}`);
        return;
      }
      transport ??= createTransport({
        host: smtp.host,
        port: smtp.port,
        secure: false,
        // A loopback catcher: no STARTTLS with a certificate nobody could check.
        ignoreTLS: true,
      });
      await transport.sendMail({
        from: smtp.from ?? 'Supabase Auth <admin@email.com>',
        to: email.to,
        ...message,
      });
    },
  };
}
