/**
 * The caller's address as the platform vouches for it: the last `X-Forwarded-For` hop, which the
 * platform's proxy appends (the local backend appends the socket's address the same way). The
 * leftmost entries are whatever the caller typed, so they never pick the limits' bucket.
 */
export function sourceAddress(request: Request): string {
  const hops = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  return hops.at(-1)?.slice(0, 64) ?? 'unknown';
}
