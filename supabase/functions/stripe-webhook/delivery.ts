// What a request must look like before its signature is worth checking (docs/payments.md,
// "What the endpoint answers"). Anyone who knows the URL can POST to it, so these checks are the
// ones that need no secret: a request that fails one is refused with a 4xx whatever the
// configuration, and only a request shaped like Stripe's delivery can reach the 500 Stripe retries.

/** Stripe's events are a few kilobytes; anything far larger is not one of them. */
export const maxBodyBytes = 512 * 1024;

export type Delivery =
  { ok: true; body: string; signature: string } | { ok: false; status: number; error: string };

const refuse = (status: number, error: string): Delivery => ({ ok: false, status, error });

/**
 * Stripe's header: comma-separated `key=value` pairs with one Unix timestamp `t` and at least one
 * `v1` hex HMAC-SHA256 (a `v0` test scheme may come too). Its exact pairs are checked by the
 * library; this only tells a Stripe-shaped header from junk.
 */
export function looksLikeStripeSignature(header: string): boolean {
  const pairs = header.split(',').map((pair) => pair.trim().split('='));
  if (pairs.some((pair) => pair.length !== 2)) return false;
  const timestamps = pairs.filter(([key]) => key === 't');
  const signatures = pairs.filter(([key]) => key === 'v1');
  return (
    timestamps.length === 1 &&
    /^\d{1,12}$/.test(timestamps[0]?.[1] ?? '') &&
    signatures.length > 0 &&
    signatures.every(([, value]) => /^[0-9a-f]{64}$/i.test(value ?? ''))
  );
}

/** An event object as Stripe sends one: `object: "event"`, an `evt_` id and a type. */
export function looksLikeStripeEvent(body: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return false;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return false;
  return (
    'object' in parsed &&
    parsed.object === 'event' &&
    'id' in parsed &&
    typeof parsed.id === 'string' &&
    parsed.id.startsWith('evt_') &&
    'type' in parsed &&
    typeof parsed.type === 'string' &&
    parsed.type.length > 0
  );
}

/**
 * Reads at most `maxBodyBytes`: a body sent without Content-Length (chunked) or lying about it
 * is cut off as soon as it passes the limit, instead of being buffered whole.
 */
async function readCapped(request: Request): Promise<string | null> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBodyBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  // Signatures cover the exact bytes; invalid UTF-8 is not an event Stripe would send.
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return '';
  }
}

/** The body and signature of a request shaped like Stripe's delivery, or the 4xx to answer. */
export async function readDelivery(request: Request): Promise<Delivery> {
  const signature = request.headers.get('stripe-signature');
  if (!signature) return refuse(400, 'Missing Stripe-Signature header.');
  if (!looksLikeStripeSignature(signature)) {
    return refuse(400, 'The Stripe-Signature header is malformed.');
  }
  if (Number(request.headers.get('content-length') ?? '0') > maxBodyBytes) {
    return refuse(413, 'The event is too large.');
  }
  const body = await readCapped(request);
  if (body === null) return refuse(413, 'The event is too large.');
  if (!looksLikeStripeEvent(body)) return refuse(400, 'The body is not a Stripe event.');
  return { ok: true, body, signature };
}
