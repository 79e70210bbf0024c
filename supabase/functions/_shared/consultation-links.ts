import { resolveEnv } from '@supabase/server/core';
/**
 * The links in consultation e-mails (docs/consultations.md, "Self-service"). A manage link names
 * the consultation and carries an HMAC-SHA256 of its id under a function secret, so it cannot be
 * guessed or forged for another consultation and needs nothing stored. The secret is
 * `CONSULTATION_LINK_SECRET`, or the project's default secret key when that is unset (rotating either
 * retires every link sent before). The public site's origin is `SITE_URL`.
 */
const encoder = new TextEncoder();
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function linkSecret(): string {
  const secret = Deno.env.get('CONSULTATION_LINK_SECRET') ?? resolveEnv().data?.secretKeys.default;
  if (!secret) throw new Error('CONSULTATION_LINK_SECRET must be set');
  return secret;
}

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

async function signingKey(usage: 'sign' | 'verify'): Promise<CryptoKey> {
  return await crypto.subtle.importKey(
    'raw',
    encoder.encode(linkSecret()),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    [usage],
  );
}

const purpose = (consultationId: string) => encoder.encode(`manage-consultation:${consultationId}`);

/** `<consultation id>.<signature>`: what the manage page sends back. */
export async function manageToken(consultationId: string): Promise<string> {
  const signature = await crypto.subtle.sign(
    'HMAC',
    await signingKey('sign'),
    purpose(consultationId),
  );
  return `${consultationId}.${toBase64Url(new Uint8Array(signature))}`;
}

/** The consultation id a token was signed for, or null for anything else. */
export async function consultationOfManageToken(token: string): Promise<string | null> {
  const [id, signature, ...rest] = token.split('.');
  if (rest.length > 0 || !id || !signature || !uuidPattern.test(id)) return null;
  if (!/^[A-Za-z0-9_-]{43}$/.test(signature)) return null;
  const bytes = Uint8Array.from(
    atob(signature.replace(/-/g, '+').replace(/_/g, '/') + '='),
    (char) => char.charCodeAt(0),
  );
  // crypto.subtle.verify compares in constant time.
  const valid = await crypto.subtle.verify('HMAC', await signingKey('verify'), bytes, purpose(id));
  return valid ? id : null;
}

function siteUrl(): string {
  const url = Deno.env.get('SITE_URL');
  if (!url) throw new Error('SITE_URL (the public site, for links in e-mails) must be set');
  return url.replace(/\/+$/, '');
}

export async function manageUrl(consultationId: string): Promise<string> {
  return `${siteUrl()}/consultation/manage?token=${encodeURIComponent(await manageToken(consultationId))}`;
}

export function confirmUrl(linkToken: string): string {
  return `${siteUrl()}/consultation/confirm?token=${encodeURIComponent(linkToken)}`;
}
