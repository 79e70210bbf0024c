export interface RateLimitOptions {
  max: number;
  windowMs: number;
}

export const defaultSignInLimit: RateLimitOptions = { max: 30, windowMs: 5 * 60 * 1000 };

/** A sliding-window counter per client address; `false` disables it. */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(private readonly options: RateLimitOptions | false) {}

  /** Records one attempt; false when the address is over its limit. */
  allow(address: string): boolean {
    const options = this.options;
    if (!options) return true;
    const now = Date.now();
    const recent = (this.hits.get(address) ?? []).filter((t) => now - t < options.windowMs);
    recent.push(now);
    this.hits.set(address, recent);
    return recent.length <= options.max;
  }

  reset(): void {
    this.hits.clear();
  }
}

/**
 * `LOCAL_AUTH_RATE_LIMIT=off` or `=<max attempts>` (per five minutes) overrides the default, for
 * suites that sign in often from one address; undefined when unset or unreadable.
 */
export function signInLimitFromEnv(
  value = process.env.LOCAL_AUTH_RATE_LIMIT,
): RateLimitOptions | false | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === 'off') return false;
  const max = Number(value);
  return Number.isInteger(max) && max > 0 ? { ...defaultSignInLimit, max } : undefined;
}
