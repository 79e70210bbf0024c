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
