import { expect } from '@playwright/test';
import { listCaughtEmails, type CaughtEmail } from '@inzira/local-backend';
import { backend } from './backend';

/**
 * The consultation e-mails a visitor received, read back from the suite's MailDev as they
 * would read them (docs/consultations.md): waits until `count` have arrived.
 */
export async function consultationMail(address: string, count: number): Promise<CaughtEmail[]> {
  await expect
    .poll(async () => (await listCaughtEmails(backend.mailApiUrl(), address)).length)
    .toBe(count);
  return listCaughtEmails(backend.mailApiUrl(), address);
}

function match(email: CaughtEmail | undefined, pattern: RegExp): string {
  const found = pattern.exec(email?.text ?? '')?.[1];
  if (!found) throw new Error(`"${email?.subject ?? 'no e-mail'}" has no ${String(pattern)}`);
  return found;
}

/** The six-digit code of the verification e-mail (the first e-mail of a request). */
export async function verificationCode(address: string): Promise<string> {
  const [verification] = await consultationMail(address, 1);
  return match(verification, /code on the page where you booked: (\d{6})/);
}

/** The confirmation link of the verification e-mail. */
export const confirmLinkOf = (email: CaughtEmail | undefined) =>
  match(email, /Confirm my e-mail: (\S+)/);

/** The self-service link every consultation e-mail carries. */
export const manageLinkOf = (email: CaughtEmail | undefined) =>
  match(email, /Reschedule or cancel: (\S+)/);
