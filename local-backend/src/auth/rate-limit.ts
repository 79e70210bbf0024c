export interface RateLimitOptions {
  max: number;
  windowMs: number;
}

export const defaultSignInLimit: RateLimitOptions = { max: 30, windowMs: 5 * 60 * 1000 };

/** Keys kept before stale ones are swept, so that many distinct keys cannot grow memory forever. */
const sweepAbove = 10_000;

/** A sliding-window counter per key (a client address, an account); `false` disables it. */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(private readonly options: RateLimitOptions | false) {}

  /** Records one attempt; false when the key is over its limit. */
  allow(key: string): boolean {
    const options = this.options;
    if (!options) return true;
    const now = Date.now();
    if (this.hits.size > sweepAbove) this.sweep(now, options.windowMs);
    const recent = (this.hits.get(key) ?? []).filter((t) => now - t < options.windowMs);
    recent.push(now);
    // Attempts past the limit are not kept: the window only needs `max + 1` of them.
    this.hits.set(key, recent.slice(-(options.max + 1)));
    return recent.length <= options.max;
  }

  /** Whether the key is over its limit, without recording an attempt. */
  blocked(key: string): boolean {
    const options = this.options;
    if (!options) return false;
    const now = Date.now();
    const recent = (this.hits.get(key) ?? []).filter((t) => now - t < options.windowMs);
    return recent.length >= options.max;
  }

  /** Records one attempt (a failure, for limits that count only those). */
  record(key: string): void {
    this.allow(key);
  }

  private sweep(now: number, windowMs: number): void {
    for (const [key, times] of this.hits) {
      if (times.every((t) => now - t >= windowMs)) this.hits.delete(key);
    }
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
  if (value === 'off') return false;
  // Unset ('' and undefined) reads as 0 or NaN: not a limit.
  const max = Number(value);
  return Number.isInteger(max) && max > 0 ? { ...defaultSignInLimit, max } : undefined;
}
