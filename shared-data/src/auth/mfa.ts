import type { Factor } from '@supabase/supabase-js';
import type { InziraClient } from '../client';
import { toUserError } from '../errors';

/** Whether this session still has to give a second factor (the member has a verified one). */
export async function needsSecondFactor(client: InziraClient): Promise<boolean> {
  const { data, error } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
  if (error) throw toUserError(error);
  return data.currentLevel === 'aal1' && data.nextLevel === 'aal2';
}

/** The member's verified authenticator apps. */
export async function verifiedTotpFactors(client: InziraClient): Promise<Factor[]> {
  const { data, error } = await client.auth.mfa.listFactors();
  if (error) throw toUserError(error);
  return data.totp.filter((factor) => factor.status === 'verified');
}

const wrongCode = 'This code is not right. Check the time on your phone and try again.';

/** Verifies a code of the member's authenticator: the session reaches aal2. */
export async function verifySignInCode(client: InziraClient, code: string): Promise<void> {
  const [factor] = await verifiedTotpFactors(client);
  if (!factor) throw new Error('This account has no authenticator app.');
  const { error } = await client.auth.mfa.challengeAndVerify({
    factorId: factor.id,
    code: code.trim(),
  });
  if (error) throw new Error(error.code === 'mfa_verification_failed' ? wrongCode : error.message);
}

export interface TotpEnrolment {
  factorId: string;
  /** An SVG data URL of the QR code, as Auth returns it. */
  qrCode: string;
  /** The key to type in by hand. */
  secret: string;
}

/** Starts enrolling an authenticator app; unverified until `confirmTotp` gets a right code. */
export async function enrollTotp(client: InziraClient): Promise<TotpEnrolment> {
  // An earlier enrolment left half-way would block a new one with the same name.
  const listed = await client.auth.mfa.listFactors();
  for (const factor of listed.data?.all ?? []) {
    if (factor.status === 'unverified') await client.auth.mfa.unenroll({ factorId: factor.id });
  }
  const { data, error } = await client.auth.mfa.enroll({
    factorType: 'totp',
    friendlyName: `Authenticator ${new Date().toISOString().slice(0, 10)}`,
  });
  if (error) throw toUserError(error);
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
}

export async function confirmTotp(
  client: InziraClient,
  factorId: string,
  code: string,
): Promise<void> {
  const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code: code.trim() });
  if (error) throw new Error(error.code === 'mfa_verification_failed' ? wrongCode : error.message);
}

/** Removes an authenticator app (Auth asks for an aal2 session to remove a verified one). */
export async function removeTotp(client: InziraClient, factorId: string): Promise<void> {
  const { error } = await client.auth.mfa.unenroll({ factorId });
  if (error) throw toUserError(error);
}
