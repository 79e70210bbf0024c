import { describe, expect, it } from 'vitest';
import { RateLimiter, defaultSignInLimit, signInLimitFromEnv } from './rate-limit';

describe('sign-in rate limit', () => {
  it('counts per address and forgets on reset', () => {
    const limiter = new RateLimiter({ max: 2, windowMs: 60_000 });
    expect([limiter.allow('a'), limiter.allow('a'), limiter.allow('a')]).toEqual([
      true,
      true,
      false,
    ]);
    expect(limiter.allow('b')).toBe(true);
    limiter.reset();
    expect(limiter.allow('a')).toBe(true);
  });

  it('reads LOCAL_AUTH_RATE_LIMIT', () => {
    expect(signInLimitFromEnv('off')).toBe(false);
    expect(signInLimitFromEnv('500')).toEqual({ ...defaultSignInLimit, max: 500 });
    expect(signInLimitFromEnv('lots')).toBeUndefined();
    expect(signInLimitFromEnv('')).toBeUndefined();
  });
});
