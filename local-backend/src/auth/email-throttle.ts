import { authError } from './errors';

const sweepAbove = 10_000;

/**
 * GoTrue's two e-mail limits: one e-mail per address per `max_frequency`, and `email_sent`
 * e-mails per hour for the whole server. Counted for every address asked about, whether or not
 * it has an account, so that the answers do not tell which addresses exist.
 */
export class EmailThrottle {
  private readonly lastByAddress = new Map<string, number>();
  private sentThisHour: number[] = [];

  constructor(
    private readonly perAddressSeconds: number,
    private readonly perHour: number,
  ) {}

  /** Throws GoTrue's 429 when the address or the server is over its limit; else counts one. */
  take(address: string): void {
    const now = Date.now();
    const key = address.trim().toLowerCase();
    const last = this.lastByAddress.get(key);
    const waitMs = last === undefined ? 0 : last + this.perAddressSeconds * 1000 - now;
    if (waitMs > 0) {
      throw authError(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${Math.ceil(waitMs / 1000)} seconds.`,
      );
    }
    this.sentThisHour = this.sentThisHour.filter((t) => now - t < 3_600_000);
    if (this.sentThisHour.length >= this.perHour)
      throw authError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded');
    this.sentThisHour.push(now);
    if (this.lastByAddress.size > sweepAbove) {
      for (const [k, t] of this.lastByAddress) {
        if (now - t >= this.perAddressSeconds * 1000) this.lastByAddress.delete(k);
      }
    }
    this.lastByAddress.set(key, now);
  }

  reset(): void {
    this.lastByAddress.clear();
    this.sentThisHour = [];
  }
}
