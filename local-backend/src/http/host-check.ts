/**
 * Host names the local servers answer. A page on another site can point its own DNS name at
 * 127.0.0.1 (DNS rebinding) and so reach a loopback server as "same origin"; the Host header
 * still carries that foreign name, so anything but loopback names is refused.
 */
export const defaultAllowedHosts: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

/** `LOCAL_ALLOWED_HOSTS` (comma-separated host names, without ports); undefined when unset. */
export function allowedHostsFromEnv(value = process.env.LOCAL_ALLOWED_HOSTS): string[] | undefined {
  const hosts = value
    ?.split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  return hosts && hosts.length > 0 ? hosts : undefined;
}

/** The host name of a Host header, lower-cased, without the port (`[::1]` keeps brackets). */
export function hostName(host: string | undefined): string | undefined {
  if (!host) return undefined;
  try {
    return new URL(`http://${host}`).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

export function isAllowedHost(host: string | undefined, allowed: readonly string[]): boolean {
  const name = hostName(host);
  // `*` opts out, e.g. for a backend deliberately reached through a tunnel.
  return allowed.includes('*') || (name !== undefined && allowed.includes(name));
}

/** Whether a raw request path holds a `.` or `..` segment once percent-decoded. */
export function hasDotSegment(rawPath: string): boolean {
  return rawPath.split('/').some((segment) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return false;
    }
    // WHATWG URL parsing would resolve these (also `%2e`, `.%2E`) before routing.
    return decoded === '.' || decoded === '..';
  });
}
