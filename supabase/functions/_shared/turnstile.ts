import { RequestError } from './http.ts';
import type { Scalar } from './read-body.ts';

export const turnstileMessage = 'Please complete the security check and try again.';

const cloudflareSiteverify = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
// Cloudflare's tokens are at most 2048 characters; anything longer is not one.
const maxTokenLength = 2048;

interface SiteverifyAnswer {
  success?: unknown;
  'error-codes'?: unknown;
}

/** Codes that mean our configuration is wrong, not the visitor's token. */
const ourFault = ['missing-input-secret', 'invalid-input-secret'];

/**
 * With the `TURNSTILE_SECRET_KEY` secret set, the visitor's token must pass Cloudflare's
 * siteverify (`TURNSTILE_SITEVERIFY_URL`, Cloudflare's by default; the local backend serves a
 * compatible one) before anything is stored: a missing, invalid, expired or reused token is a
 * 403 with one clear message. Without the secret there is nothing to check
 * (docs/trusted-submissions.md, "Turnstile").
 */
export async function verifyTurnstile(token: Scalar | undefined, remoteIp: string): Promise<void> {
  const secret = Deno.env.get('TURNSTILE_SECRET_KEY');
  if (!secret) return;
  if (typeof token !== 'string' || token.trim() === '' || token.length > maxTokenLength) {
    throw new RequestError(403, turnstileMessage);
  }
  const form = new URLSearchParams({ secret, response: token });
  if (remoteIp !== 'unknown') form.set('remoteip', remoteIp);
  let answer: SiteverifyAnswer;
  try {
    const response = await fetch(Deno.env.get('TURNSTILE_SITEVERIFY_URL') || cloudflareSiteverify, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(10_000),
    });
    answer = (await response.json()) as SiteverifyAnswer;
  } catch (error) {
    // Fail closed: no verdict, nothing stored; the visitor may simply send again.
    console.error('Turnstile siteverify did not answer', error);
    throw new RequestError(
      503,
      'The security check could not be completed right now. Please try again in a moment.',
    );
  }
  if (answer.success === true) return;
  const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'] : [];
  if (codes.some((code) => ourFault.includes(String(code)))) {
    throw new Error(`Turnstile refused our secret key: ${codes.join(', ')}`);
  }
  throw new RequestError(403, turnstileMessage);
}
